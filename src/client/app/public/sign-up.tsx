import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { academy } from '#shared/academy.ts';
import { dashboardTheme } from '#client/components/dashboard/theme.ts';
import { getCatalogue } from '#client/features/catalogue/api/get-catalogue.ts';
import { i18n, loadDashboardStrings, Trans, useTranslation } from '#client/lib/i18n.ts';
import { currentLanguage, useLocalizedPath } from '#client/lib/language.ts';
import { pageMeta } from './seo';
import { useDashboardLink } from './use-account-links';

// The form (and MUI with it) loads only in the browser: the prerendered page stays light. Its
// date field speaks in the dashboards' strings, which come with it.
const ApplicationForm = lazy(() =>
  Promise.all([
    import('#client/features/registration/components/application-form.tsx'),
    import('#client/lib/dashboard-strings-en-lazy.ts').then((m) =>
      loadDashboardStrings(m.englishDashboardStrings),
    ),
  ]).then(([m]) => ({ default: m.ApplicationForm })),
);

export function meta() {
  return pageMeta({
    title: i18n.t('public:meta.signUp.title', { academy: academy.name }),
    description: i18n.t('public:meta.signUp.description', { academy: academy.name }),
    path: '/SignUp',
  });
}

/**
 * The course names of the public catalogue, for the form's checkboxes: the English names are
 * what an application holds, and each shows as the page's language writes it.
 */
function useCourseNames() {
  const language = currentLanguage();
  const [names, setNames] = useState<string[] | undefined>();
  const [labels, setLabels] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const ctrl = new AbortController();
    const courses = (language: 'en' | 'pa' | 'hi') =>
      getCatalogue(language, ctrl.signal).then((cats) => cats.flatMap((c) => c.courses));
    Promise.all([courses('en'), language === 'en' ? [] : courses(language)])
      .then(([english, inLanguage]) => {
        const shown = new Map(inLanguage.map((c) => [c.id, c.name]));
        setLabels(Object.fromEntries(english.map((c) => [c.name, shown.get(c.id) ?? c.name])));
        setNames(english.map((c) => c.name));
      })
      .catch((err: unknown) => {
        if (!(err instanceof DOMException && err.name === 'AbortError')) setFailed(true);
      });
    return () => ctrl.abort();
  }, [language]);
  return { names, labels, failed };
}

export default function SignUp() {
  const [mounted, setMounted] = useState(false);
  const courses = useCourseNames();
  const dashboard = useDashboardLink();
  useEffect(() => setMounted(true), []);
  const { t } = useTranslation('public');
  const to = useLocalizedPath();
  const loading = <p className="page-hero__lead">{t('signUp.loading')}</p>;
  return (
    <div className="page">
      <header className="page-hero">
        <h1 className="page-hero__title">{t('signUp.title')}</h1>
        <p className="page-hero__lead">
          {dashboard ? (
            <Trans
              t={t}
              i18nKey="signUp.leadLoggedIn"
              values={{ dashboard: dashboard.label }}
              components={{ dashboardLink: <Link to={dashboard.to} /> }}
            />
          ) : (
            <Trans
              t={t}
              i18nKey="signUp.lead"
              components={{ loginLink: <Link to={to('/login')} /> }}
            />
          )}
        </p>
      </header>
      <div className="page__body">
        {mounted ? (
          <Suspense fallback={loading}>
            <ApplicationForm
              theme={dashboardTheme}
              courseNames={courses.names}
              courseLabels={courses.labels}
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
