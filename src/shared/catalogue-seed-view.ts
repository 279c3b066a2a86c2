import {
  catalogueSeed,
  categoryImage,
  formatDescription,
  type CatalogueCategory,
  type CatalogueCourse,
} from './catalogue';
import { seedCourseTexts } from './catalogue-data/translations';
import { courseInLanguage, localizeCategory } from './catalogue-localize';
import type { CourseText } from './course-seed';
import type { CourseTexts, CourseTranslations } from './course-texts';
import type { AppLocale } from './intl-locale';

/** A seed course's Punjabi or Hindi words in the database's form (one description text). */
function seedTextsAsStored(text: CourseText): CourseTexts {
  return {
    name: text.name,
    description: formatDescription(text.summary, text.covers),
    duration: text.duration,
    timings: text.timings,
  };
}

/** The Punjabi and Hindi words the seed ships for a course, as stored. */
export function seedTranslations(slug: string): CourseTranslations {
  const pa = seedCourseTexts.pa[slug];
  const hi = seedCourseTexts.hi[slug];
  return {
    ...(pa ? { pa: seedTextsAsStored(pa) } : {}),
    ...(hi ? { hi: seedTextsAsStored(hi) } : {}),
  };
}

/**
 * The seed catalogue in the API's shape, in a language. Route loaders use it at build time, so
 * prerendered pages carry real content; in the browser the pages then refresh from the API.
 */
export function seedCatalogueView(language: AppLocale = 'en'): CatalogueCategory[] {
  let id = 0;
  return catalogueSeed.map(({ courses, ...info }) =>
    localizeCategory(
      info,
      language,
      courses.map((c) => {
        const english: CatalogueCourse = {
          id: ++id,
          slug: c.slug,
          name: c.name,
          code: c.code,
          price: c.price,
          category: info.name,
          summary: c.summary,
          covers: c.covers,
          duration: c.duration,
          timings: c.timings,
          image: categoryImage(info.slug),
          untranslated: [],
        };
        return courseInLanguage(english, language, seedTranslations(c.slug));
      }),
    ),
  );
}

export function seedCourseView(
  slug: string,
  language: AppLocale = 'en',
): CatalogueCourse | undefined {
  const key = slug.toLowerCase();
  return seedCatalogueView(language)
    .flatMap((c) => c.courses)
    .find((c) => c.slug === key);
}
