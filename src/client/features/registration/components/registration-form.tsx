import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { permanentAddressErrors } from '#shared/admission-form-data.ts';
import { registrationSchema } from '#shared/registration.ts';
import { showServerErrors } from '#client/components/form/server-errors.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { showToast } from '#client/components/toast-store.ts';
import { ApiError } from '#client/lib/api.ts';
import { i18n, Trans, useTranslation } from '#client/lib/i18n.ts';
import { useCourseOptions } from '#client/lib/course-options.ts';
import { useRegisterStudent } from '../api/register-student';
import { CourseSection } from './course-section';
import { EducationSection } from './education-section';
import { PersonalSection } from './personal-section';
import { batchesToSend, RegistrationBatches } from './registration-batches';
import { emptyRegistration, registrationPaths } from './registration-values';
import { TextInput } from './text-input';

type Outcome = { kind: 'success'; studentId: string } | { kind: 'error'; message: string };

/** A refusal the user can act on (4xx), as opposed to a network or server failure. */
const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && !error.isNetworkError && error.status < 500;

/** Clear of the dashboard's sticky top bar (64px) when scrolled to. */
const alertSx = { mb: 2, scrollMarginTop: '88px' } as const;

/** The admin's Registration Form (also swapped into StudentList by 'Register New Student'). */
export function RegistrationForm() {
  const { t } = useTranslation('admin-people');
  const form = useZodForm(registrationSchema, {
    defaultValues: emptyRegistration(),
    alsoCheck: permanentAddressErrors,
  });
  const courses = useCourseOptions();
  const register = useRegisterStudent();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  // Once the alert is on screen: bring it below the sticky top bar and move focus to it, so the
  // new Student ID is seen (and read out) whatever the scroll position was.
  useEffect(() => {
    if (!outcome) return;
    alertRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    alertRef.current?.focus({ preventScroll: true });
  }, [outcome]);

  function show(next: Outcome) {
    setOutcome(next);
    if (next.kind === 'success') {
      showToast({
        message: i18n.t('admin-people:registration.successToast', { studentId: next.studentId }),
        kind: 'success',
      });
    }
  }

  const submit = form.handleSubmit((input) =>
    register.mutate(
      { ...input, batches: batchesToSend(input.batches, input.courses, courses.data) },
      {
        onSuccess: ({ studentId }) => {
          form.reset(emptyRegistration());
          show({ kind: 'success', studentId });
        },
        onError: (error) => {
          if (isRefusal(error)) {
            showServerErrors(form, error, [...registrationPaths, 'batches']);
            show({
              kind: 'error',
              message: i18n.t('admin-people:registration.failed', { message: error.message }),
            });
          } else {
            show({ kind: 'error', message: i18n.t('admin-people:registration.network') });
          }
        },
      },
    ),
  );

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-label={t('registration.formLabel')}
      >
        {outcome?.kind === 'success' && (
          <Alert
            ref={alertRef}
            tabIndex={-1}
            severity="success"
            sx={alertSx}
            onClose={() => setOutcome(null)}
          >
            <AlertTitle>{t('registration.success')}</AlertTitle>
            <Trans
              t={t}
              i18nKey="registration.successText"
              values={{ studentId: outcome.studentId }}
              components={{ strong: <strong /> }}
            />
          </Alert>
        )}
        {outcome?.kind === 'error' && (
          <Alert
            ref={alertRef}
            tabIndex={-1}
            severity="error"
            sx={alertSx}
            onClose={() => setOutcome(null)}
          >
            {outcome.message}
          </Alert>
        )}
        <PersonalSection />
        <EducationSection />
        <CourseSection
          courseNames={courses.data?.map((c) => c.name)}
          coursesError={courses.isError}
          afterTiming={<RegistrationBatches courses={courses.data} />}
        >
          <TextInput
            form={form}
            name="password"
            label={t('registration.password')}
            type="password"
            required
            autoComplete="new-password"
            helperText={t('registration.passwordHelp')}
          />
        </CourseSection>
        <Button type="submit" variant="contained" size="large" disabled={register.isPending}>
          {register.isPending ? t('registration.submitting') : t('registration.submit')}
        </Button>
      </Box>
    </FormProvider>
  );
}
