import { Link } from 'react-router';
import { CategorySection } from '../../features/catalogue/components/category-section';
import { StartBanner } from '../../features/catalogue/components/start-banner';
import { getCatalogue } from '../../features/catalogue/api/get-catalogue';
import { seedCatalogueView } from '../../features/catalogue/seed-view';
import { useFresh } from '../../features/catalogue/use-fresh';
import { pageMeta } from './seo';
import { useDashboardLink } from './use-account-links';
import type { Route } from './+types/courses';

/** Build time: the seed catalogue, so the prerendered page holds every card. */
export async function loader() {
  return { categories: seedCatalogueView(), fromBuild: true };
}

/** In the browser (later navigations): the catalogue as the admin keeps it in the database. */
export async function clientLoader() {
  return { categories: await getCatalogue(), fromBuild: false };
}

export function meta() {
  return pageMeta({
    title: 'Courses | Ambar Academy, Ludhiana',
    description:
      'Web technologies, accounts, competitive exam coaching, school tuition, cooking, hospital and hotel skills, short courses and languages (IELTS, PTE) in Ludhiana, Punjab.',
    path: '/Courses',
  });
}

export default function Courses({ loaderData }: Route.ComponentProps) {
  const categories = useFresh(loaderData.categories, loaderData.fromBuild, getCatalogue);
  const dashboard = useDashboardLink();
  return (
    <div className="page">
      <header className="page-hero">
        <h1 className="page-hero__title">Our courses</h1>
        <p className="page-hero__lead">
          Choose from {categories.reduce((n, c) => n + c.courses.length, 0)} courses in{' '}
          {categories.length} categories. Every course has small batches, morning and evening
          timings, and a free demo class.
        </p>
        <nav aria-label="Course categories" className="chips">
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
      </header>
      <div className="page__body">
        {categories.map((category, i) => (
          <CategorySection key={category.slug} category={category} eager={i < 2} />
        ))}
        <StartBanner dashboard={dashboard} />
        <p className="page__aside">
          Not sure which course fits? <Link to="/contactus">Ask us</Link> and a counsellor will call
          you back.
        </p>
      </div>
    </div>
  );
}
