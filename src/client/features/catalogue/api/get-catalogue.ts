import type { CatalogueCategory, CatalogueCourse } from '#shared/catalogue.ts';
import type { AppLocale } from '#shared/intl-locale.ts';
import { fetchJson } from '#client/lib/api.ts';

const query = (language: AppLocale) => (language === 'en' ? '' : `?lang=${language}`);

/** `GET /api/catalogue`: every category with its courses, as the admin last left them. */
export async function getCatalogue(
  language: AppLocale,
  signal?: AbortSignal,
): Promise<CatalogueCategory[]> {
  const reply = await fetchJson<{ categories: CatalogueCategory[] }>(
    `/api/catalogue${query(language)}`,
    { signal },
  );
  return reply.categories;
}

/** `GET /api/catalogue/:slug`: one course; throws ApiError 404 for an unknown slug. */
export async function getCourse(
  slug: string,
  language: AppLocale,
  signal?: AbortSignal,
): Promise<CatalogueCourse> {
  const reply = await fetchJson<{ course: CatalogueCourse }>(
    `/api/catalogue/${encodeURIComponent(slug)}${query(language)}`,
    { signal },
  );
  return reply.course;
}
