import { useWatch } from 'react-hook-form';
import { limits } from '#shared/limits.ts';
import { paymentMethods, timings } from '#shared/registration.ts';
import { PlainField } from '#client/components/form/plain-field.tsx';
import { useTranslation } from '#client/lib/i18n.ts';
import { paymentLabel, timingLabel } from '../choice-labels';
import type { CourseChoice } from '../course-choices';
import { Choices, Section, Tick, type AdmissionFormApi } from './admission-choices';
import { Radios } from './admission-radios';

/** How long the reason is; the server writes the same line into a page it answers. */
function ReasonCount({ form }: { form: AdmissionFormApi }) {
  const { t } = useTranslation('public');
  const reason = useWatch({ control: form.control, name: 'reason' }) ?? '';
  return (
    <p id="reason-count" className="field__hint">
      {t('admission.course.reasonCount', { length: reason.length, max: limits.reasonMax })}
    </p>
  );
}

/** Course Information: courses, preferred timing, reason, payment and the chosen password. */
export function CourseSection({
  form,
  courses,
}: {
  form: AdmissionFormApi;
  courses: CourseChoice[];
}) {
  const { t } = useTranslation('public');
  return (
    <Section name="course-information" title={t('admission.course.title')}>
      <Choices form={form} name="courses" legend={t('admission.course.courses')} columns>
        {courses.map((c) => (
          <Tick key={c.name} form={form} name="courses" value={c.name} label={c.label} />
        ))}
      </Choices>
      <Radios
        form={form}
        name="preferredTiming"
        legend={t('admission.course.timing')}
        values={timings}
        label={(timing) => t(timingLabel[timing])}
      />
      <div>
        <PlainField form={form} name="reason" label={t('admission.course.reason')} optional>
          <textarea rows={3} maxLength={limits.reasonMax} />
        </PlainField>
        <ReasonCount form={form} />
      </div>
      <div className="admission-form__grid">
        <PlainField
          form={form}
          name="paymentMethod"
          label={t('admission.course.paymentMethod')}
          optional
        >
          <select>
            <option value="">{t('admission.course.notChosen')}</option>
            {paymentMethods.map((m) => (
              <option key={m} value={m}>
                {t(paymentLabel[m])}
              </option>
            ))}
          </select>
        </PlainField>
        <PlainField
          form={form}
          name="transactionId"
          label={t('admission.course.transactionId')}
          optional
        >
          <input type="text" maxLength={100} />
        </PlainField>
        <PlainField form={form} name="password" label={t('admission.password')}>
          <input type="password" autoComplete="new-password" required />
        </PlainField>
        <PlainField form={form} name="confirmPassword" label={t('admission.confirmPassword')}>
          <input type="password" autoComplete="new-password" required />
        </PlainField>
      </div>
    </Section>
  );
}
