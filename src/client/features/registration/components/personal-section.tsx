import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { genders } from '../../../../shared/registration';
import { useFormField } from '../../../components/form/use-form-field';
import { FormSection } from './form-section';
import { useRegistrationFields } from './registration-values';
import { TextInput } from './text-input';
import { FormDateField } from '../../../components/form/form-date-field';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } };
const genderLabel = { male: 'Male', female: 'Female', other: 'Other' } as const;

/** Personal Information: the required marks of spec section 5. */
export function PersonalSection() {
  const form = useRegistrationFields();
  const gender = useFormField(form, 'gender');
  const same = useFormField(form, 'sameAsPermanentAddress');

  /** Ticking copies the address into the permanent address (hidden); unticking clears it. */
  function setSame(checked: boolean) {
    same.change(checked);
    form.setValue('permanentAddress', checked ? form.getValues('address') : '');
    form.clearErrors('permanentAddress');
  }

  return (
    <FormSection title="Personal Information">
      <Box sx={grid}>
        <TextInput
          form={form}
          name="studentName"
          label="Student Name"
          required
          autoComplete="name"
        />
        <TextInput form={form} name="fatherName" label="Father's Name" required />
        <TextInput form={form} name="motherName" label="Mother's Name" required />
        <FormDateField
          form={form}
          name="dateOfBirth"
          label="Date of Birth"
          id="reg-dateOfBirth"
          required
          fullWidth
          size="small"
        />
        <TextInput
          form={form}
          name="emailAddress"
          label="Email Address"
          type="email"
          required
          autoComplete="email"
        />
        <TextInput
          form={form}
          name="phoneNumber"
          label="Phone Number"
          type="tel"
          required
          autoComplete="tel"
        />
        <FormControl required error={gender.error !== undefined}>
          <FormLabel id="reg-gender-label">Gender</FormLabel>
          <RadioGroup
            row
            aria-labelledby="reg-gender-label"
            name={gender.field.name}
            value={gender.field.value ?? ''}
            onChange={(e) => gender.change(e.target.value)}
          >
            {genders.map((g, i) => (
              <FormControlLabel
                key={g}
                value={g}
                control={
                  <Radio slotProps={{ input: { ref: i === 0 ? gender.field.ref : undefined } }} />
                }
                label={genderLabel[g]}
              />
            ))}
          </RadioGroup>
          {gender.error && <FormHelperText>{gender.error}</FormHelperText>}
        </FormControl>
      </Box>
      <Box sx={{ ...grid, mt: 2 }}>
        <TextInput
          form={form}
          name="address"
          label="Address"
          required
          multiline
          autoComplete="street-address"
        />
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={same.field.value ?? false}
                onChange={(e) => setSame(e.target.checked)}
              />
            }
            label="Same as Permanent Address"
          />
          {!same.field.value && (
            <TextInput
              form={form}
              name="permanentAddress"
              label="Permanent Address"
              required
              multiline
            />
          )}
        </Box>
      </Box>
    </FormSection>
  );
}
