import '#client/lib/zod-csp.ts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link } from 'react-router';
import { admissionSchema } from '#shared/registration.ts';
import { showServerErrors } from '#client/components/form/server-errors.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { ApiError } from '#client/lib/api.ts';
import { i18n, Trans, useTranslation } from '#client/lib/i18n.ts';
import { useLocalizedPath } from '#client/lib/language.ts';
import { submitApplication } from '../api/submit-application';
import { CourseSection } from './course-section';
import { EducationSection } from './education-section';
import { PersonalSection } from './personal-section';
import { checkAdmission, emptyAdmission, registrationPaths } from './registration-values';
import { TextInput } from './text-input';

type Props = {
  theme: Theme;
  courseNames: string[] | undefined;
  /** Each course name as the page's language writes it. */
  courseLabels?: Readonly<Record<string, string>>;
  coursesError: boolean;
};

const admissionPaths = [...registrationPaths, 'confirmPassword'] as const;

/** Clear of the public site's header when scrolled to. */
const outcomeSx = { scrollMarginTop: 'calc(var(--header-h, 72px) + 16px)' } as const;

/** /SignUp: the registration form's sections, with the applicant choosing a password. */
export function ApplicationForm({ theme, courseNames, courseLabels, coursesError }: Props) {
  const form = useZodForm(admissionSchema, {
    defaultValues: emptyAdmission(),
    alsoCheck: checkAdmission,
  });
  const [failure, setFailure] = useState('');
  const [applicationId, setApplicationId] = useState('');
  const top = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(0);
  const { t } = useTranslation('public');
  const to = useLocalizedPath();

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
        refused
          ? i18n.t('public:admission.failed', { message: error.message })
          : i18n.t('public:admission.network'),
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
          <AlertTitle>{t('admission.receivedTitle')}</AlertTitle>
          <Trans
            t={t}
            i18nKey="admission.received"
            values={{ id: applicationId }}
            components={{ strong: <strong />, loginLink: <Link to={to('/login')} /> }}
          />
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
          aria-label={t('admission.formLabel')}
        >
          <div ref={top} tabIndex={-1} style={{ scrollMarginTop: outcomeSx.scrollMarginTop }} />
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <PersonalSection />
          <EducationSection />
          <CourseSection
            courseNames={courseNames}
            courseLabels={courseLabels}
            coursesError={coursesError}
          >
            <TextInput
              form={form}
              name="password"
              label={t('admission.password')}
              type="password"
              required
              autoComplete="new-password"
            />
            <TextInput
              form={form}
              name="confirmPassword"
              label={t('admission.confirmPassword')}
              type="password"
              required
              autoComplete="new-password"
            />
          </CourseSection>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? t('admission.submitting') : t('admission.submit')}
          </Button>
        </Box>
      </FormProvider>
    </ThemeProvider>
  );
}
