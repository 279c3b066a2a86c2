import '../../../lib/zod-csp';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useRef, useState } from 'react';
import {
  admissionSchema,
  registrationMessages,
  type AdmissionInput,
} from '../../../../shared/registration';
import { ApiError } from '../../../lib/api';
import { submitApplication } from '../api/submit-application';
import { CourseSection } from './course-section';
import { EducationSection } from './education-section';
import { useRegistrationForm, validate } from './form-state';
import { PersonalSection } from './personal-section';
import { TextInput } from './text-input';

type Props = {
  theme: Theme;
  courseNames: string[] | undefined;
  coursesError: boolean;
};

/** /SignUp: the registration form's sections, with the applicant choosing a password. */
export function ApplicationForm({ theme, courseNames, coursesError }: Props) {
  const form = useRegistrationForm();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [applicationId, setApplicationId] = useState('');
  const top = useRef<HTMLDivElement>(null);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const errors = validate(admissionSchema, form.values);
    form.setErrors(errors);
    setFailure('');
    if (Object.keys(errors).length) {
      document.getElementById(`reg-${Object.keys(errors)[0]!.replace('.', '-')}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const reply = await submitApplication(form.values as unknown as AdmissionInput);
      setApplicationId(reply.applicationId);
      form.reset();
    } catch (error) {
      const api = error instanceof ApiError && !error.isNetworkError && error.status < 500;
      if (api) {
        form.setErrors(
          Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])),
        );
      }
      setFailure(
        api ? registrationMessages.failedPrefix + error.message : registrationMessages.network,
      );
    } finally {
      setBusy(false);
      top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  }

  if (applicationId) {
    return (
      <ThemeProvider theme={theme}>
        <div ref={top} />
        <Alert severity="success" role="status">
          <AlertTitle>Application received</AlertTitle>
          Your application number is <strong>{applicationId}</strong>. The academy office will
          review it and give you your student ID. You can then log in at /login with that ID and the
          password you chose.
        </Alert>
      </ThemeProvider>
    );
  }

  return (
    <ThemeProvider theme={theme}>
      <Box component="form" noValidate onSubmit={submit} aria-label="Online admission form">
        <div ref={top} />
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <PersonalSection form={form} />
        <EducationSection form={form} />
        <CourseSection form={form} courseNames={courseNames} coursesError={coursesError}>
          <TextInput
            form={form}
            name="password"
            label="Password"
            type="password"
            required
            autoComplete="new-password"
          />
          <TextInput
            form={form}
            name="confirmPassword"
            label="Confirm Password"
            type="password"
            required
            autoComplete="new-password"
          />
        </CourseSection>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? 'Submitting…' : 'Submit Application'}
        </Button>
      </Box>
    </ThemeProvider>
  );
}
