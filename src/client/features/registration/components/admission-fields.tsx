import { useEffect, useState, type RefObject } from 'react';
import { set, type FieldErrors } from 'react-hook-form';
import { admissionFromForm, permanentAddressErrors } from '#shared/admission-form-data.ts';
import { admissionSchema, type AdmissionInput } from '#shared/registration.ts';
import { useAppSubmit, type Submitter } from '#client/components/form/on-demand-fields.tsx';
import { showServerErrors } from '#client/components/form/server-errors.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { ApiError } from '#client/lib/api.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { submitApplication } from '../api/submit-application';
import type { CourseChoice, LoadCourseChoices } from '../course-choices';
import { CourseSection } from './admission-course';
import { EducationSection, PersonalSection } from './admission-personal';
import { registrationPaths } from './registration-values';

/** What a submit by the app came to: the application's number, or why not ('' clears). */
export type Outcome = (result: { applicationId: string } | { failure: string }) => void;

export type AdmissionFieldsProps = {
  element: RefObject<HTMLFormElement | null>;
  submitter: RefObject<Submitter>;
  /** The courses the page was built with (or that the app loaded for it). */
  courses: CourseChoice[];
  /** For a page built with the seed's courses: those the catalogue holds now. */
  loadCourses?: LoadCourseChoices;
  onOutcome: Outcome;
};

const admissionPaths = [...registrationPaths, 'confirmPassword'] as const;

/**
 * The errors a page the server answered shows beside its fields (`<name>-error`), as written
 * there: the first render shows the same, so React keeps the page's fields as it hydrates them.
 */
function errorsOnPage(form: HTMLFormElement | null): FieldErrors<AdmissionInput> | undefined {
  const lines = form?.querySelectorAll<HTMLElement>('.field__error[id$="-error"]') ?? [];
  if (lines.length === 0) return undefined;
  const errors: FieldErrors<AdmissionInput> = {};
  for (const line of lines) {
    set(errors, line.id.slice(0, -'-error'.length), {
      type: 'server',
      message: line.textContent ?? '',
    });
  }
  return errors;
}

/** The online admission form's sections, checks and send; the form element is the caller's. */
export function AdmissionFields({
  element,
  submitter,
  courses: builtCourses,
  loadCourses,
  onOutcome,
}: AdmissionFieldsProps) {
  // The fields start from what the page shows: typed before this code ran, or filled in by the
  // server with its errors beside them (none while prerendering).
  const [start] = useState(() => ({
    values: admissionFromForm(new FormData(element.current ?? undefined)),
    errors: errorsOnPage(element.current),
  }));
  // Focus stays where the visitor is while the page's errors are taken over (react-hook-form
  // would move it to the first refused field); a submit by the app moves it there after.
  const [settled, setSettled] = useState(false);
  useEffect(() => setSettled(true), []);
  const form = useZodForm(admissionSchema, {
    defaultValues: start.values,
    errors: start.errors,
    shouldFocusError: settled,
    alsoCheck: permanentAddressErrors,
  });
  const [courses, setCourses] = useState(builtCourses);
  useEffect(() => {
    if (!loadCourses) return;
    const ctrl = new AbortController();
    // Offline or the API down: the build's list stays.
    loadCourses(ctrl.signal).then(setCourses, () => {});
    return () => ctrl.abort();
  }, [loadCourses]);
  const { t } = useTranslation('public');

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      // The server checks the confirmation too: send it beside the parsed form.
      const confirmPassword = form.getValues('confirmPassword');
      const reply = await submitApplication({ ...input, confirmPassword });
      onOutcome({ applicationId: reply.applicationId });
    } catch (error) {
      const refused = error instanceof ApiError && !error.isNetworkError && error.status < 500;
      if (refused) showServerErrors(form, error, admissionPaths);
      onOutcome({
        failure: refused
          ? i18n.t('public:admission.failed', { message: error.message })
          : i18n.t('public:admission.network'),
      });
    }
  });

  useAppSubmit(element, submitter, onSubmit);

  const busy = form.formState.isSubmitting;
  return (
    <>
      <PersonalSection form={form} />
      <EducationSection form={form} />
      <CourseSection form={form} courses={courses} />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {busy ? t('admission.submitting') : t('admission.submit')}
      </button>
    </>
  );
}
