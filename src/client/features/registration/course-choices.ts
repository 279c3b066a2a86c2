import type { CatalogueCategory } from '#shared/catalogue.ts';

/** A course the admission form offers: its English name (what an application holds) and label. */
export type CourseChoice = { name: string; label: string };

/** The catalogue's courses, each labelled as `shown` (the page's language) writes it. */
export function courseChoices(
  english: CatalogueCategory[],
  shown: CatalogueCategory[],
): CourseChoice[] {
  const labels = new Map(shown.flatMap((c) => c.courses).map((c) => [c.id, c.name]));
  return english
    .flatMap((c) => c.courses)
    .map((c) => ({ name: c.name, label: labels.get(c.id) ?? c.name }));
}

/** Loads the courses as the admin keeps them now, for the page's language. */
export type LoadCourseChoices = (signal: AbortSignal) => Promise<CourseChoice[]>;
