import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { genders } from '#shared/registration.ts';
import { useFormField } from '#client/components/form/use-form-field.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { FormSection } from './form-section';
import { useRegistrationFields } from './registration-values';
import { TextInput } from './text-input';
import { FormDateField } from '#client/components/form/form-date-field.tsx';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } };
const genderLabel = {
  male: 'admission.personal.genders.male',
  female: 'admission.personal.genders.female',
  other: 'admission.personal.genders.other',
} as const;

/** Personal Information: the required marks of spec section 5. */
export function PersonalSection() {
  const form = useRegistrationFields();
  const { t } = useTranslation('public');
  const gender = useFormField(form, 'gender');
  const same = useFormField(form, 'sameAsPermanentAddress');

  /** Ticking copies the address into the permanent address (hidden); unticking clears it. */
  function setSame(checked: boolean) {
    same.change(checked);
    form.setValue('permanentAddress', checked ? form.getValues('address') : '');
    form.clearErrors('permanentAddress');
  }

  return (
    <FormSection name="personal-information" title={t('admission.personal.title')}>
      <Box sx={grid}>
        <TextInput
          form={form}
          name="studentName"
          label={t('admission.personal.studentName')}
          required
          autoComplete="name"
        />
        <TextInput
          form={form}
          name="fatherName"
          label={t('admission.personal.fatherName')}
          required
        />
        <TextInput
          form={form}
          name="motherName"
          label={t('admission.personal.motherName')}
          required
        />
        <FormDateField
          form={form}
          name="dateOfBirth"
          label={t('admission.personal.dateOfBirth')}
          id="reg-dateOfBirth"
          required
          fullWidth
          size="small"
        />
        <TextInput
          form={form}
          name="emailAddress"
          label={t('admission.personal.emailAddress')}
          type="email"
          required
          autoComplete="email"
        />
        <TextInput
          form={form}
          name="phoneNumber"
          label={t('admission.personal.phoneNumber')}
          type="tel"
          required
          autoComplete="tel"
        />
        <TextInput
          form={form}
          name="guardianPhone"
          label={t('guardianPhone.label')}
          type="tel"
          autoComplete="off"
        />
        <FormControl required error={gender.error !== undefined}>
          <FormLabel id="reg-gender-label">{t('admission.personal.gender')}</FormLabel>
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
                label={t(genderLabel[g])}
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
          label={t('admission.personal.address')}
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
            label={t('admission.personal.sameAsPermanent')}
          />
          {!same.field.value && (
            <TextInput
              form={form}
              name="permanentAddress"
              label={t('admission.personal.permanentAddress')}
              required
              multiline
            />
          )}
        </Box>
      </Box>
    </FormSection>
  );
}
