import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { educationLevels, emptyEducationLevel, type EducationKey } from '#shared/registration.ts';
import { useFormField } from '#client/components/form/use-form-field.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { FormSection } from './form-section';
import { levelFields, useRegistrationFields } from './registration-values';

const levelLabel = {
  highSchool: 'admission.education.levels.highSchool',
  intermediate: 'admission.education.levels.intermediate',
  bachelorDegree: 'admission.education.levels.bachelorDegree',
  masterDegree: 'admission.education.levels.masterDegree',
} as const satisfies Record<EducationKey, string>;

const fieldLabel = {
  instituteName: 'admission.education.fields.instituteName',
  boardUniversity: 'admission.education.fields.boardUniversity',
  yearOfPassing: 'admission.education.fields.yearOfPassing',
  percentageGrade: 'admission.education.fields.percentageGrade',
} as const satisfies Record<(typeof levelFields)[number]['field'], string>;
import { TextInput } from './text-input';

/** One education level: ticking reveals its four details; unticking resets them to empty. */
function Level({ level, label }: { level: EducationKey; label: string }) {
  const form = useRegistrationFields();
  const { t } = useTranslation('public');
  const completed = useFormField(form, `${level}.completed`);

  function tick(checked: boolean) {
    form.setValue(level, { ...emptyEducationLevel, completed: checked });
    form.clearErrors(level);
  }

  return (
    <Box role="group" aria-label={label} sx={{ mb: 1.5 }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={completed.field.value ?? false}
            onChange={(e) => tick(e.target.checked)}
          />
        }
        label={label}
      />
      {completed.field.value && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            mt: 1,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
          }}
        >
          {levelFields.map(({ field }) => (
            <TextInput
              key={field}
              form={form}
              name={`${level}.${field}`}
              label={t(fieldLabel[field])}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

/** Educational Background: each ticked level reveals its four details. */
export function EducationSection() {
  const form = useRegistrationFields();
  const { t } = useTranslation('public');
  return (
    <FormSection name="educational-background" title={t('admission.education.title')}>
      {educationLevels.map(({ key }) => (
        <Level key={key} level={key} label={t(levelLabel[key])} />
      ))}
      <TextInput
        form={form}
        name="additionalCertifications"
        label={t('admission.education.additionalCertifications')}
        multiline
      />
    </FormSection>
  );
}
