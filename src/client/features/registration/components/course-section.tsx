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
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { limits } from '../../../../shared/limits';
import { paymentMethods, timings } from '../../../../shared/registration';
import { FormSection } from './form-section';
import type { FormValues, RegistrationFormApi } from './form-state';
import { TextInput } from './text-input';

type CourseSectionProps = {
  form: RegistrationFormApi;
  /** The course names to offer; undefined while they load. */
  courseNames: string[] | undefined;
  coursesError?: boolean;
  /** The password field(s), which differ between the admin form and /SignUp. */
  children?: ReactNode;
};

const timingLabel = { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening' } as const;

/** Course Information: courses, preferred timing, reason, payment and password. */
export function CourseSection({ form, courseNames, coursesError, children }: CourseSectionProps) {
  const { values, errors } = form;
  return (
    <FormSection title="Course Information">
      <FormControl component="fieldset" error={!!errors.courses} sx={{ mb: 2, width: '100%' }}>
        <FormLabel component="legend">Courses</FormLabel>
        {courseNames === undefined ? (
          <Typography variant="body2" color={coursesError ? 'error' : 'text.secondary'}>
            {coursesError ? 'The course list could not be loaded.' : 'Loading courses…'}
          </Typography>
        ) : (
          <FormGroup
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
            }}
          >
            {courseNames.map((name) => (
              <FormControlLabel
                key={name}
                label={name}
                control={
                  <Checkbox
                    checked={values.courses.includes(name)}
                    onChange={(e) => form.toggleCourse(name, e.target.checked)}
                  />
                }
              />
            ))}
          </FormGroup>
        )}
        {errors.courses && <FormHelperText>{errors.courses}</FormHelperText>}
      </FormControl>
      <FormControl error={!!errors.preferredTiming} sx={{ mb: 2 }}>
        <FormLabel id="reg-timing-label">Preferred Timing</FormLabel>
        <RadioGroup
          row
          aria-labelledby="reg-timing-label"
          name="preferredTiming"
          value={values.preferredTiming}
          onChange={(e) =>
            form.setText('preferredTiming', e.target.value as FormValues['preferredTiming'])
          }
        >
          {timings.map((t) => (
            <FormControlLabel key={t} value={t} control={<Radio />} label={timingLabel[t]} />
          ))}
        </RadioGroup>
      </FormControl>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <TextInput
            form={form}
            name="reason"
            label="Reason"
            multiline
            maxLength={limits.reasonMax}
            helperText={`${values.reason.length}/${limits.reasonMax} characters`}
          />
        </Box>
        <TextField
          select
          id="reg-paymentMethod"
          label="Payment Method"
          size="small"
          value={values.paymentMethod}
          onChange={(e) => form.setText('paymentMethod', e.target.value)}
          error={!!errors.paymentMethod}
          helperText={errors.paymentMethod}
        >
          <MenuItem value="">
            <em>Not chosen</em>
          </MenuItem>
          {paymentMethods.map((m) => (
            <MenuItem key={m} value={m}>
              {m}
            </MenuItem>
          ))}
        </TextField>
        <TextInput form={form} name="transactionId" label="Transaction ID (optional)" />
        {children}
      </Box>
    </FormSection>
  );
}
