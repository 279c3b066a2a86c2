import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { genders } from '../../../../shared/registration';
import { FormSection } from './form-section';
import type { FormValues, RegistrationFormApi } from './form-state';
import { TextInput } from './text-input';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } };
const genderLabel = { male: 'Male', female: 'Female', other: 'Other' } as const;

/** Personal Information: the required marks of spec section 5. */
export function PersonalSection({ form }: { form: RegistrationFormApi }) {
  const { values, errors } = form;
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
        <TextInput form={form} name="dateOfBirth" label="Date of Birth" type="date" required />
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
        <FormControl required error={!!errors.gender}>
          <FormLabel id="reg-gender-label">Gender</FormLabel>
          <RadioGroup
            row
            aria-labelledby="reg-gender-label"
            name="gender"
            value={values.gender}
            onChange={(e) => form.setText('gender', e.target.value as FormValues['gender'])}
          >
            {genders.map((g) => (
              <FormControlLabel key={g} value={g} control={<Radio />} label={genderLabel[g]} />
            ))}
          </RadioGroup>
          {errors.gender && <FormHelperText>{errors.gender}</FormHelperText>}
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
          onChange={form.setAddress}
        />
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={values.sameAsPermanentAddress}
                onChange={(e) => form.setSameAddress(e.target.checked)}
              />
            }
            label="Same as Permanent Address"
          />
          {!values.sameAsPermanentAddress && (
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
