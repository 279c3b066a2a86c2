import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { educationLevels } from '../../../../shared/registration';
import { FormSection } from './form-section';
import type { LevelField, RegistrationFormApi } from './form-state';
import { TextInput } from './text-input';

const detailFields: { field: LevelField; label: string }[] = [
  { field: 'instituteName', label: 'Institute Name' },
  { field: 'boardUniversity', label: 'Board/University' },
  { field: 'yearOfPassing', label: 'Year of Passing' },
  { field: 'percentageGrade', label: 'Percentage/Grade' },
];

/** Educational Background: each ticked level reveals its four details. */
export function EducationSection({ form }: { form: RegistrationFormApi }) {
  return (
    <FormSection title="Educational Background">
      {educationLevels.map(({ key, label }) => {
        const level = form.values[key];
        return (
          <Box key={key} role="group" aria-label={label} sx={{ mb: 1.5 }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={level.completed}
                  onChange={(e) => form.setLevelCompleted(key, e.target.checked)}
                />
              }
              label={label}
            />
            {level.completed && (
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  mt: 1,
                  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
                }}
              >
                {detailFields.map(({ field, label: fieldLabel }) => {
                  const error = form.errors[`${key}.${field}`];
                  return (
                    <TextField
                      key={field}
                      id={`reg-${key}-${field}`}
                      label={fieldLabel}
                      size="small"
                      value={level[field]}
                      onChange={(e) => form.setLevelField(key, field, e.target.value)}
                      error={!!error}
                      helperText={error}
                    />
                  );
                })}
              </Box>
            )}
          </Box>
        );
      })}
      <TextInput
        form={form}
        name="additionalCertifications"
        label="Additional Certifications"
        multiline
      />
    </FormSection>
  );
}
