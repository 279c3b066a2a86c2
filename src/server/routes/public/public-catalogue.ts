import type { FastifyInstance } from 'fastify';
import type { CatalogueCourse } from '#shared/catalogue.ts';
import { loadPublicCatalogue, type PublicCatalogue } from '#server/data/catalogue.ts';

export type CatalogueSnapshot = PublicCatalogue & {
  /** Every course by its lower-cased slug (the first in page order when two differ by case). */
  bySlug: Map<string, CatalogueCourse>;
};

/** The catalogue as last read from the database, held in the public cache. */
export function publicCatalogue(app: FastifyInstance): Promise<CatalogueSnapshot> {
  return app.publicCache.get('catalogue', async () => {
    const catalogue = await loadPublicCatalogue(app.db);
    const bySlug = new Map<string, CatalogueCourse>();
    for (const c of catalogue.courses) {
      const key = c.slug.toLowerCase();
      if (!bySlug.has(key)) bySlug.set(key, c);
    }
    return { ...catalogue, bySlug };
  });
}
