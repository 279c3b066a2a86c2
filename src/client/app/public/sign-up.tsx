import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { academy } from '../../../shared/academy';
import { dashboardTheme } from '../../components/dashboard/theme';
import { getCatalogue } from '../../features/catalogue/api/get-catalogue';
import { pageMeta } from './seo';
import { useDashboardLink } from './use-account-links';

// The form (and MUI with it) loads only in the browser: the prerendered page stays light.
const ApplicationForm = lazy(() =>
  import('../../features/registration/components/application-form').then((m) => ({
    default: m.ApplicationForm,
  })),
);

export function meta() {
  return pageMeta({
    title: `Online Admission | ${academy.name}`,
    description: `Apply online for a course at ${academy.name}, Ludhiana: fill in your details, choose your courses and a password; the office approves your application and opens your account.`,
    path: '/SignUp',
  });
}

/** The course names of the public catalogue, for the form's checkboxes. */
function useCourseNames() {
  const [names, setNames] = useState<string[] | undefined>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const ctrl = new AbortController();
    getCatalogue(ctrl.signal)
      .then((cats) => setNames(cats.flatMap((c) => c.courses.map((course) => course.name))))
      .catch((err: unknown) => {
        if (!(err instanceof DOMException && err.name === 'AbortError')) setFailed(true);
      });
    return () => ctrl.abort();
  }, []);
  return { names, failed };
}

export default function SignUp() {
  const [mounted, setMounted] = useState(false);
  const courses = useCourseNames();
  const dashboard = useDashboardLink();
  useEffect(() => setMounted(true), []);
  const loading = <p className="page-hero__lead">Loading the application form…</p>;
  return (
    <div className="page">
      <header className="page-hero">
        <h1 className="page-hero__title">Online Admission</h1>
        <p className="page-hero__lead">
          Apply for a course from home. Fill in your details, choose your courses and a password.
          Once the office approves your application you get your student ID and can{' '}
          {dashboard ? (
            <>
              log in. You are logged in: <Link to={dashboard.to}>{dashboard.label}</Link>.
            </>
          ) : (
            <>
              <Link to="/login">log in</Link>.
            </>
          )}
        </p>
      </header>
      <div className="page__body">
        {mounted ? (
          <Suspense fallback={loading}>
            <ApplicationForm
              theme={dashboardTheme}
              courseNames={courses.names}
              coursesError={courses.failed}
            />
          </Suspense>
        ) : (
          loading
        )}
      </div>
    </div>
  );
}
