import { Link } from 'react-router';
import { academy } from '#shared/academy.ts';
import { seedCatalogueView } from '#shared/catalogue-seed-view.ts';
import type { AppLocale } from '#shared/intl-locale.ts';
import { AdmissionForm } from '#client/features/registration/components/admission-form.tsx';
import { getCatalogue } from '#client/features/catalogue/api/get-catalogue.ts';
import { courseChoices } from '#client/features/registration/course-choices.ts';
import { i18n, Trans, useTranslation } from '#client/lib/i18n.ts';
import { currentLanguage, requestLanguage, useLocalizedPath } from '#client/lib/language.ts';
import { PublicPage } from '#client/components/public-page.tsx';
import '#client/styles/admission-form.css';
import { pageMeta } from './seo';
import { useDashboardLink } from './use-account-links';
import type { Route } from './+types/sign-up';

/** The courses as the admin keeps them now (`GET /api/catalogue`), for `language`. */
async function fetchCourseChoices(language: AppLocale, signal?: AbortSignal) {
  const [english, shown] = await Promise.all([
    getCatalogue('en', signal),
    language === 'en' ? null : getCatalogue(language, signal),
  ]);
  return courseChoices(english, shown ?? english);
}

/** A page built with the seed's courses offers those the database holds once live. */
const refreshCourses = (signal: AbortSignal) => fetchCourseChoices(currentLanguage(), signal);

/** Build time: the seed catalogue's courses, so the prerendered form holds every checkbox. */
export async function loader({ request }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  const courses = courseChoices(seedCatalogueView('en'), seedCatalogueView(language));
  return { courses, fromBuild: true };
}

/** In the browser (later navigations): the courses as the admin keeps them in the database. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { courses: await fetchCourseChoices(requestLanguage(request)), fromBuild: false };
}

export function meta() {
  return pageMeta({
    title: i18n.t('public:meta.signUp.title', { academy: academy.name }),
    description: i18n.t('public:meta.signUp.description', { academy: academy.name }),
    path: '/SignUp',
  });
}

export default function SignUp({ loaderData }: Route.ComponentProps) {
  const dashboard = useDashboardLink();
  const { t } = useTranslation('public');
  const to = useLocalizedPath();
  return (
    <PublicPage
      title={t('signUp.title')}
      lead={
        dashboard ? (
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
        )
      }
    >
      <AdmissionForm
        courses={loaderData.courses}
        loadCourses={loaderData.fromBuild ? refreshCourses : undefined}
      />
    </PublicPage>
  );
}
