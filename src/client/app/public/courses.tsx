import { Link, useLocation } from 'react-router';
import { CategorySection } from '#client/features/catalogue/components/category-section.tsx';
import { StartBanner } from '#client/features/catalogue/components/start-banner.tsx';
import { getCatalogue } from '#client/features/catalogue/api/get-catalogue.ts';
import { seedCatalogueView } from '#shared/catalogue-seed-view.ts';
import { useFresh } from '#client/features/catalogue/use-fresh.ts';
import { academy } from '#shared/academy.ts';
import { i18n, Trans, useTranslation } from '#client/lib/i18n.ts';
import { languageFromPath, requestLanguage, useLocalizedPath } from '#client/lib/language.ts';
import { PublicPage } from '#client/components/public-page.tsx';
import { pageMeta } from './seo';
import { useDashboardLink } from './use-account-links';
import type { Route } from './+types/courses';

/** Build time: the seed catalogue in the page's language, so the prerendered page holds every card. */
export async function loader({ request }: Route.LoaderArgs) {
  return { categories: seedCatalogueView(requestLanguage(request)), fromBuild: true };
}

/** In the browser (later navigations): the catalogue as the admin keeps it in the database. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { categories: await getCatalogue(requestLanguage(request)), fromBuild: false };
}

export function meta() {
  return pageMeta({
    title: i18n.t('public:meta.courses.title', { academy: academy.name }),
    description: i18n.t('public:meta.courses.description'),
    path: '/Courses',
  });
}

export default function Courses({ loaderData }: Route.ComponentProps) {
  const language = languageFromPath(useLocation().pathname) ?? 'en';
  const categories = useFresh(loaderData.categories, loaderData.fromBuild, (signal) =>
    getCatalogue(language, signal),
  );
  const dashboard = useDashboardLink();
  const { t } = useTranslation('public');
  const to = useLocalizedPath();
  return (
    <PublicPage
      title={t('courses.title')}
      lead={t('courses.lead', {
        courses: categories.reduce((n, c) => n + c.courses.length, 0),
        categories: categories.length,
      })}
      headExtra={
        <nav aria-label={t('courses.categoriesLabel')} className="chips">
          <ul>
            {categories.map((c) => (
              <li key={c.slug}>
                <a href={`#${c.slug}`} className="chip">
                  {c.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      }
    >
      {categories.map((category, i) => (
        <CategorySection key={category.slug} category={category} eager={i < 2} />
      ))}
      <StartBanner dashboard={dashboard} />
      <p className="page__aside">
        <Trans
          t={t}
          i18nKey="courses.aside"
          components={{ askLink: <Link to={to('/contactus')} /> }}
        />
      </p>
    </PublicPage>
  );
}
