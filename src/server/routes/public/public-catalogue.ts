import type { FastifyInstance } from 'fastify';
import type { CatalogueCourse } from '#shared/catalogue.ts';
import type { AppLocale } from '#shared/intl-locale.ts';
import {
  loadCatalogueRows,
  publicCatalogueIn,
  type PublicCatalogue,
} from '#server/data/catalogue.ts';

/** The catalogue in one language, as the public reads answer it. */
export type CatalogueView = PublicCatalogue & {
  /** Every course by its lower-cased slug (the first in page order when two differ by case). */
  bySlug: Map<string, CatalogueCourse>;
};

export type CatalogueSnapshot = {
  /** The catalogue in a language, built on first use and kept with the snapshot. */
  view(language: AppLocale): CatalogueView;
};

/**
 * The catalogue as last read from the database (one read for every language), held in the
 * public cache until an admin changes a course.
 */
export function publicCatalogue(app: FastifyInstance): Promise<CatalogueSnapshot> {
  return app.publicCache.get('catalogue', async () => {
    const loaded = await loadCatalogueRows(app.db);
    const views = new Map<AppLocale, CatalogueView>();
    return {
      view(language) {
        let view = views.get(language);
        if (!view) {
          const catalogue = publicCatalogueIn(loaded, language);
          const bySlug = new Map<string, CatalogueCourse>();
          for (const c of catalogue.courses) {
            const key = c.slug.toLowerCase();
            if (!bySlug.has(key)) bySlug.set(key, c);
          }
          view = { ...catalogue, bySlug };
          views.set(language, view);
        }
        return view;
      },
    };
  });
}
