import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { genders } from '#shared/registration.ts';
import { responsiveGrid } from '#client/components/dashboard/responsive-grid.ts';
import { useFormField } from '#client/components/form/use-form-field.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { genderLabel } from '../choice-labels';
import { FormSection } from './form-section';
import { useRegistrationFields } from './registration-values';
import { TextInput, type TextInputProps } from './text-input';
import { FormDateField } from '#client/components/form/form-date-field.tsx';

const grid = responsiveGrid({ md: '1fr 1fr' });

/** The fields labelled by their own name under `admission.personal`. */
type PersonalField =
  | 'studentName'
  | 'fatherName'
  | 'motherName'
  | 'emailAddress'
  | 'phoneNumber'
  | 'address'
  | 'permanentAddress';
type TextOptions = Pick<TextInputProps, 'required' | 'type' | 'autoComplete' | 'multiline'>;

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

  const text = (name: PersonalField, options: TextOptions) => (
    <TextInput form={form} name={name} label={t(`admission.personal.${name}`)} {...options} />
  );

  return (
    <FormSection name="personal-information" title={t('admission.personal.title')}>
      <Box sx={grid}>
        {text('studentName', { required: true, autoComplete: 'name' })}
        {text('fatherName', { required: true })}
        {text('motherName', { required: true })}
        <FormDateField
          form={form}
          name="dateOfBirth"
          label={t('admission.personal.dateOfBirth')}
          id="reg-dateOfBirth"
          required
          fullWidth
          size="small"
        />
        {text('emailAddress', { type: 'email', required: true, autoComplete: 'email' })}
        {text('phoneNumber', { type: 'tel', required: true, autoComplete: 'tel' })}
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
        {text('address', { required: true, multiline: true, autoComplete: 'street-address' })}
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
          {!same.field.value && text('permanentAddress', { required: true, multiline: true })}
        </Box>
      </Box>
    </FormSection>
  );
}
