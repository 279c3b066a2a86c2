import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { limits } from '#shared/limits.ts';
import { paymentMethods, timings } from '#shared/registration.ts';
import { FormTextField } from '#client/components/form/form-text-field.tsx';
import { useFormField } from '#client/components/form/use-form-field.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { paymentLabel, timingLabel } from '../choice-labels';
import { FormSection } from './form-section';
import { useRegistrationFields } from './registration-values';
import { TextInput } from './text-input';

type CourseSectionProps = {
  /** The course names to offer; undefined while they load. */
  courseNames: string[] | undefined;
  /** How each name reads in the page's language, where it differs (the value sent stays the name). */
  courseLabels?: Readonly<Record<string, string>>;
  coursesError?: boolean;
  /** The password field(s), which differ between the admin form and /SignUp. */
  children?: ReactNode;
  /** Shown below the timing: the admin form's batch choices. */
  afterTiming?: ReactNode;
};

/** Ticking a course adds its name to the list; unticking removes it. */
function CourseChoices({
  courseNames,
  courseLabels,
  coursesError,
}: Omit<CourseSectionProps, 'children' | 'afterTiming'>) {
  const form = useRegistrationFields();
  const { t } = useTranslation('public');
  const { field, error, change } = useFormField(form, 'courses');
  const chosen = field.value ?? [];
  const toggle = (name: string, on: boolean) => {
    const rest = chosen.filter((c) => c !== name);
    change(on ? [...rest, name] : rest);
  };
  return (
    <FormControl component="fieldset" error={error !== undefined} sx={{ mb: 2, width: '100%' }}>
      <FormLabel component="legend">{t('admission.course.courses')}</FormLabel>
      {courseNames === undefined ? (
        <Typography variant="body2" color={coursesError ? 'error' : 'text.secondary'}>
          {coursesError ? t('admission.course.loadFailed') : t('admission.course.loading')}
        </Typography>
      ) : (
        <FormGroup
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
          }}
        >
          {courseNames.map((name, i) => (
            <FormControlLabel
              key={name}
              label={courseLabels?.[name] ?? name}
              control={
                <Checkbox
                  checked={chosen.includes(name)}
                  onChange={(e) => toggle(name, e.target.checked)}
                  slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }}
                />
              }
            />
          ))}
        </FormGroup>
      )}
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

function TimingChoice() {
  const form = useRegistrationFields();
  const { t } = useTranslation('public');
  const { field, error, change } = useFormField(form, 'preferredTiming');
  return (
    <FormControl error={error !== undefined} sx={{ mb: 2 }}>
      <FormLabel id="reg-timing-label">{t('admission.course.timing')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby="reg-timing-label"
        name={field.name}
        value={field.value ?? ''}
        onChange={(e) => change(e.target.value)}
      >
        {timings.map((timing) => (
          <FormControlLabel
            key={timing}
            value={timing}
            control={<Radio />}
            label={t(timingLabel[timing])}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/** Course Information: courses, preferred timing, reason, payment and password. */
export function CourseSection({
  courseNames,
  courseLabels,
  coursesError,
  children,
  afterTiming,
}: CourseSectionProps) {
  const form = useRegistrationFields();
  const reason = useWatch({ control: form.control, name: 'reason' }) ?? '';
  const { t } = useTranslation('public');
  return (
    <FormSection name="course-information" title={t('admission.course.title')}>
      <CourseChoices
        courseNames={courseNames}
        courseLabels={courseLabels}
        coursesError={coursesError}
      />
      <TimingChoice />
      {afterTiming}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <TextInput
            form={form}
            name="reason"
            label={t('admission.course.reason')}
            multiline
            maxLength={limits.reasonMax}
            helperText={t('admission.course.reasonCount', {
              length: reason.length,
              max: limits.reasonMax,
            })}
          />
        </Box>
        <FormTextField
          form={form}
          name="paymentMethod"
          id="reg-paymentMethod"
          label={t('admission.course.paymentMethod')}
          size="small"
          select
        >
          <MenuItem value="">
            <em>{t('admission.course.notChosen')}</em>
          </MenuItem>
          {paymentMethods.map((m) => (
            <MenuItem key={m} value={m}>
              {t(paymentLabel[m])}
            </MenuItem>
          ))}
        </FormTextField>
        <TextInput form={form} name="transactionId" label={t('admission.course.transactionId')} />
        {children}
      </Box>
    </FormSection>
  );
}
