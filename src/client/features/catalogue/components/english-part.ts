import type { CatalogueCourse } from '#shared/catalogue.ts';
import type { CatalogueTextPart } from '#shared/course-texts.ts';

/**
 * `lang="en"` for a part of a course shown in English on a Punjabi or Hindi page (the course has
 * no words for it in that language yet), so screen readers and fonts treat it as English.
 */
export function englishPart(
  course: CatalogueCourse,
): (part: CatalogueTextPart) => 'en' | undefined {
  return (part) => (course.untranslated.includes(part) ? 'en' : undefined);
}
