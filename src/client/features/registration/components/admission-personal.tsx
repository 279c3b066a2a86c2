import { educationLevels, genders, type EducationKey } from '#shared/registration.ts';
import { levelDetails } from '#shared/admission-form-data.ts';
import { PlainField } from '#client/components/form/plain-field.tsx';
import { useTranslation } from '#client/lib/i18n.ts';
import { genderLabel, levelLabel } from '../choice-labels';
import { Section, Tick, type AdmissionFormApi } from './admission-choices';
import { Radios } from './admission-radios';

const detailMax = {
  instituteName: 150,
  boardUniversity: 150,
  yearOfPassing: 10,
  percentageGrade: 20,
};

/** Personal Information: the required marks of spec section 5. */
export function PersonalSection({ form }: { form: AdmissionFormApi }) {
  const { t } = useTranslation('public');
  /** Ticking copies the address into the (hidden) permanent address; unticking clears it. */
  const setSame = (checked: boolean) => {
    form.setValue('permanentAddress', checked ? form.getValues('address') : '');
    form.clearErrors('permanentAddress');
  };
  const p = (key: string) => t(`admission.personal.${key}` as 'admission.personal.title');
  return (
    <Section name="personal-information" title={t('admission.personal.title')}>
      <div className="admission-form__grid">
        <PlainField form={form} name="studentName" label={p('studentName')}>
          <input type="text" autoComplete="name" required maxLength={100} />
        </PlainField>
        <PlainField form={form} name="fatherName" label={p('fatherName')}>
          <input type="text" required maxLength={100} />
        </PlainField>
        <PlainField form={form} name="motherName" label={p('motherName')}>
          <input type="text" required maxLength={100} />
        </PlainField>
        <PlainField form={form} name="dateOfBirth" label={p('dateOfBirth')}>
          <input type="date" autoComplete="bday" required min="1900-01-01" />
        </PlainField>
        <PlainField form={form} name="emailAddress" label={p('emailAddress')}>
          <input type="email" autoComplete="email" required maxLength={254} />
        </PlainField>
        <PlainField form={form} name="phoneNumber" label={p('phoneNumber')}>
          <input type="tel" inputMode="tel" autoComplete="tel" required maxLength={30} />
        </PlainField>
        <PlainField form={form} name="guardianPhone" label={t('guardianPhone.label')} optional>
          <input type="tel" inputMode="tel" autoComplete="off" maxLength={30} />
        </PlainField>
        <Radios
          form={form}
          name="gender"
          legend={p('gender')}
          required
          values={genders}
          label={(g) => t(genderLabel[g])}
        />
        <PlainField form={form} name="address" label={p('address')}>
          <textarea rows={2} autoComplete="street-address" required maxLength={500} />
        </PlainField>
        <div className="admission-form__same">
          <Tick
            form={form}
            name="sameAsPermanentAddress"
            label={p('sameAsPermanent')}
            onChange={setSame}
          />
          {/* Shown while the box above is unticked (CSS: it works before any script). */}
          <div className="admission-form__permanent">
            <PlainField form={form} name="permanentAddress" label={p('permanentAddress')}>
              <textarea rows={2} required maxLength={500} />
            </PlainField>
          </div>
        </div>
      </div>
    </Section>
  );
}

/** One education level: ticking shows its four details (CSS); unticking empties them. */
function Level({ form, level }: { form: AdmissionFormApi; level: EducationKey }) {
  const { t } = useTranslation('public');
  const label = t(levelLabel[level]);
  const tick = (checked: boolean) => {
    if (checked) return;
    for (const detail of levelDetails) form.setValue(`${level}.${detail}`, '');
    form.clearErrors(level);
  };
  return (
    <div role="group" aria-label={label} className="admission-level">
      <Tick form={form} name={`${level}.completed`} label={label} onChange={tick} />
      <div className="admission-level__details">
        {levelDetails.map((detail) => (
          <PlainField
            key={detail}
            form={form}
            name={`${level}.${detail}`}
            label={t(`admission.education.fields.${detail}`)}
            optional
          >
            <input type="text" maxLength={detailMax[detail]} />
          </PlainField>
        ))}
      </div>
    </div>
  );
}

/** Educational Background: each ticked level shows its four details. */
export function EducationSection({ form }: { form: AdmissionFormApi }) {
  const { t } = useTranslation('public');
  return (
    <Section name="educational-background" title={t('admission.education.title')}>
      {educationLevels.map(({ key }) => (
        <Level key={key} form={form} level={key} />
      ))}
      <PlainField
        form={form}
        name="additionalCertifications"
        label={t('admission.education.additionalCertifications')}
        optional
      >
        <textarea rows={2} maxLength={1000} />
      </PlainField>
    </Section>
  );
}
