import '../../../lib/zod-csp';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { admissionSchema, registrationMessages } from '../../../../shared/registration';
import { showServerErrors } from '../../../components/form/server-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { ApiError } from '../../../lib/api';
import { submitApplication } from '../api/submit-application';
import { CourseSection } from './course-section';
import { EducationSection } from './education-section';
import { PersonalSection } from './personal-section';
import { checkAdmission, emptyAdmission, registrationPaths } from './registration-values';
import { TextInput } from './text-input';

type Props = {
  theme: Theme;
  courseNames: string[] | undefined;
  coursesError: boolean;
};

const admissionPaths = [...registrationPaths, 'confirmPassword'] as const;

/** Clear of the public site's header when scrolled to. */
const outcomeSx = { scrollMarginTop: 'calc(var(--header-h, 72px) + 16px)' } as const;

/** /SignUp: the registration form's sections, with the applicant choosing a password. */
export function ApplicationForm({ theme, courseNames, coursesError }: Props) {
  const form = useZodForm(admissionSchema, {
    defaultValues: emptyAdmission(),
    alsoCheck: checkAdmission,
  });
  const [failure, setFailure] = useState('');
  const [applicationId, setApplicationId] = useState('');
  const top = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(0);

  const submit = form.handleSubmit(async (input) => {
    setFailure('');
    try {
      // The server checks the confirmation too: send it beside the parsed form.
      const confirmPassword = form.getValues('confirmPassword');
      const reply = await submitApplication({ ...input, confirmPassword });
      setApplicationId(reply.applicationId);
      form.reset(emptyAdmission());
    } catch (error) {
      const refused = error instanceof ApiError && !error.isNetworkError && error.status < 500;
      if (refused) showServerErrors(form, error, admissionPaths);
      setFailure(
        refused ? registrationMessages.failedPrefix + error.message : registrationMessages.network,
      );
    }
    setShown((n) => n + 1);
  });

  // After each submit, once React has drawn the outcome: bring it into view below the site
  // header (which comes back as the page scrolls up) and give it focus, so a phone shows it.
  useEffect(() => {
    if (shown === 0) return;
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    top.current?.focus({ preventScroll: true });
  }, [shown]);
  const busy = form.formState.isSubmitting;

  if (applicationId) {
    return (
      <ThemeProvider theme={theme}>
        <Alert ref={top} tabIndex={-1} severity="success" role="status" sx={outcomeSx}>
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
      <FormProvider {...form}>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => void submit(e)}
          aria-label="Online admission form"
        >
          <div ref={top} tabIndex={-1} style={{ scrollMarginTop: outcomeSx.scrollMarginTop }} />
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <PersonalSection />
          <EducationSection />
          <CourseSection courseNames={courseNames} coursesError={coursesError}>
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
      </FormProvider>
    </ThemeProvider>
  );
}
