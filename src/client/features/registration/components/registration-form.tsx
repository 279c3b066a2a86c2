import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRef, useState } from 'react';
import {
  registrationMessages,
  registrationSchema,
  type RegistrationInput,
} from '../../../../shared/registration';
import { ApiError } from '../../../lib/api';
import { useCourseNames } from '../api/get-course-names';
import { useRegisterStudent } from '../api/register-student';
import { CourseSection } from './course-section';
import { EducationSection } from './education-section';
import { validate, useRegistrationForm } from './form-state';
import { PersonalSection } from './personal-section';
import { TextInput } from './text-input';

type Outcome = { kind: 'success'; studentId: string } | { kind: 'error'; message: string };

/** The admin's Registration Form (also swapped into StudentList by 'Register New Student'). */
export function RegistrationForm() {
  const form = useRegistrationForm();
  const courses = useCourseNames();
  const register = useRegisterStudent();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const top = useRef<HTMLDivElement>(null);

  function show(next: Outcome) {
    setOutcome(next);
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const errors = validate(registrationSchema, form.values);
    form.setErrors(errors);
    if (Object.keys(errors).length) {
      const first = Object.keys(errors)[0]!.replace('.', '-');
      document.getElementById(`reg-${first}`)?.focus();
      return;
    }
    const { confirmPassword: _c, ...body } = form.values;
    register.mutate(body as unknown as RegistrationInput, {
      onSuccess: ({ studentId }) => {
        form.reset();
        show({ kind: 'success', studentId });
      },
      onError: (error) => {
        if (error instanceof ApiError && !error.isNetworkError && error.status < 500) {
          const fieldErrors = Object.fromEntries(
            Object.entries(error.fieldErrors).map(([k, v]) => [k, v[0] ?? '']),
          );
          form.setErrors(fieldErrors);
          show({ kind: 'error', message: registrationMessages.failedPrefix + error.message });
        } else {
          show({ kind: 'error', message: registrationMessages.network });
        }
      },
    });
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Registration Form">
      <div ref={top} />
      {outcome?.kind === 'success' && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setOutcome(null)}>
          <AlertTitle>{registrationMessages.success}</AlertTitle>
          Student ID: <strong>{outcome.studentId}</strong>. The student can log in at /login with
          this ID and the password you set.
        </Alert>
      )}
      {outcome?.kind === 'error' && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setOutcome(null)}>
          {outcome.message}
        </Alert>
      )}
      <PersonalSection form={form} />
      <EducationSection form={form} />
      <CourseSection form={form} courseNames={courses.data} coursesError={courses.isError}>
        <TextInput
          form={form}
          name="password"
          label="Password"
          type="password"
          required
          autoComplete="new-password"
          helperText="The student logs in at /login with the student ID and this password."
        />
      </CourseSection>
      <Button type="submit" variant="contained" size="large" disabled={register.isPending}>
        {register.isPending ? 'Submitting…' : 'Submit'}
      </Button>
    </Box>
  );
}
