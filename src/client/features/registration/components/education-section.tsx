import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import {
  educationLevels,
  emptyEducationLevel,
  type EducationKey,
} from '../../../../shared/registration';
import { useFormField } from '../../../components/form/use-form-field';
import { FormSection } from './form-section';
import { levelFields, useRegistrationFields } from './registration-values';
import { TextInput } from './text-input';

/** One education level: ticking reveals its four details; unticking resets them to empty. */
function Level({ level, label }: { level: EducationKey; label: string }) {
  const form = useRegistrationFields();
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
          {levelFields.map(({ field, label: fieldLabel }) => (
            <TextInput key={field} form={form} name={`${level}.${field}`} label={fieldLabel} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/** Educational Background: each ticked level reveals its four details. */
export function EducationSection() {
  const form = useRegistrationFields();
  return (
    <FormSection title="Educational Background">
      {educationLevels.map(({ key, label }) => (
        <Level key={key} level={key} label={label} />
      ))}
      <TextInput
        form={form}
        name="additionalCertifications"
        label="Additional Certifications"
        multiline
      />
    </FormSection>
  );
}
