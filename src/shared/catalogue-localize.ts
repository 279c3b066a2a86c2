import {
  categoryImage,
  categoryWords,
  parseDescription,
  type CatalogueCategory,
  type CatalogueCourse,
  type CategoryInfo,
} from './catalogue';
import type { CatalogueTextPart, CourseTexts, CourseTranslations } from './course-texts';
import type { AppLocale } from './intl-locale';

/**
 * A course of the catalogue in a language: each part in that language where the office wrote it,
 * else the English (and `untranslated` names the parts shown in English, so a page can mark them
 * `lang="en"`). The build's pages and the API both go through here, so a prerendered page and the
 * API agree exactly while the catalogue is the seed's (decision 037's freshness check).
 */
export function localizeCourse(
  english: CatalogueCourse,
  texts: CourseTexts | undefined,
): CatalogueCourse {
  const own = parseDescription(texts?.description ?? '');
  const untranslated: CatalogueTextPart[] = [];
  function pick<T extends string | string[]>(part: CatalogueTextPart, mine: T, theirs: T): T {
    if (mine.length > 0) return mine;
    if (theirs.length > 0) untranslated.push(part);
    return theirs;
  }
  return {
    ...english,
    name: pick('name', texts?.name.trim() ?? '', english.name),
    summary: pick('summary', own.summary, english.summary),
    covers: pick('covers', own.covers, english.covers),
    duration: pick('duration', texts?.duration.trim() ?? '', english.duration),
    timings: pick('timings', texts?.timings.trim() ?? '', english.timings),
    untranslated,
  };
}

/** A known category of the Courses page in a language, with its courses. */
export function localizeCategory(
  info: CategoryInfo,
  language: AppLocale,
  courses: CatalogueCourse[],
): CatalogueCategory {
  const words = categoryWords(info, language);
  return {
    slug: info.slug,
    name: words.name,
    option: info.option,
    blurb: words.blurb,
    image: categoryImage(info.slug),
    courses,
  };
}

/** A course in `language`: the English as it is, else localised with that language's words. */
export function courseInLanguage(
  english: CatalogueCourse,
  language: AppLocale,
  translations: CourseTranslations | undefined,
): CatalogueCourse {
  return language === 'en' ? english : localizeCourse(english, translations?.[language]);
}
