import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { levelDetails } from '#shared/admission-form-data.ts';
import { educationLevels, emptyEducationLevel, type EducationKey } from '#shared/registration.ts';
import { responsiveGrid } from '#client/components/dashboard/responsive-grid.ts';
import { useFormField } from '#client/components/form/use-form-field.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { levelLabel } from '../choice-labels';
import { FormSection } from './form-section';
import { useRegistrationFields } from './registration-values';
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
        <Box sx={{ ...responsiveGrid({ sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }), mt: 1 }}>
          {levelDetails.map((detail) => (
            <TextInput
              key={detail}
              form={form}
              name={`${level}.${detail}`}
              label={t(`admission.education.fields.${detail}`)}
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
