import type { CatalogueCategory, CatalogueCourse } from '#shared/catalogue.ts';
import { fetchJson } from '#client/lib/api.ts';

/** `GET /api/catalogue`: every category with its courses, as the admin last left them. */
export async function getCatalogue(signal?: AbortSignal): Promise<CatalogueCategory[]> {
  const reply = await fetchJson<{ categories: CatalogueCategory[] }>('/api/catalogue', { signal });
  return reply.categories;
}

/** `GET /api/catalogue/:slug`: one course; throws ApiError 404 for an unknown slug. */
export async function getCourse(slug: string, signal?: AbortSignal): Promise<CatalogueCourse> {
  const reply = await fetchJson<{ course: CatalogueCourse }>(
    `/api/catalogue/${encodeURIComponent(slug)}`,
    { signal },
  );
  return reply.course;
}
