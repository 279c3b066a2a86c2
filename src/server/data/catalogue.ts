import { asc } from 'drizzle-orm';
import {
  categoryByName,
  categoryImage,
  categoryInfos,
  parseDescription,
  type CatalogueCategory,
  type CatalogueCourse,
} from '#shared/catalogue.ts';
import { courseInLanguage, localizeCategory } from '#shared/catalogue-localize.ts';
import type { CourseTranslations } from '#shared/course-texts.ts';
import type { AppLocale } from '#shared/intl-locale.ts';
import type { Db } from '../db/client';
import { courses } from '../db/schema';
import { loadCourseTranslations } from './course-translations';

type CourseRow = typeof courses.$inferSelect;

function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'others'
  );
}

/** Uploaded images are served under /uploads; seeded ones are site assets already given as URLs. */
export function imageUrl(row: CourseRow): string {
  const p = row.imagePath;
  if (!p) return categoryImage(categoryByName(row.category)?.slug);
  return p.startsWith('/') || /^https?:\/\//.test(p) ? p : `/uploads/${p}`;
}

function toCatalogueCourse(row: CourseRow): CatalogueCourse {
  const { summary, covers } = parseDescription(row.description);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    code: row.code,
    price: row.price,
    category: row.category,
    summary,
    covers,
    duration: row.duration,
    timings: row.timings,
    image: imageUrl(row),
    untranslated: [],
  };
}

/** What the public reads are built from: every course row and its Punjabi and Hindi words. */
export type CatalogueRows = { rows: CourseRow[]; translations: Map<number, CourseTranslations> };

/** A course row in a language (English parts where it has no words in that language). */
function courseIn(
  row: CourseRow,
  language: AppLocale,
  translations: Map<number, CourseTranslations>,
): CatalogueCourse {
  return courseInLanguage(toCatalogueCourse(row), language, translations.get(row.id));
}

async function allCourses(db: Db): Promise<CourseRow[]> {
  return db.select().from(courses).orderBy(asc(courses.sortOrder), asc(courses.id));
}

/**
 * The catalogue grouped by category, in the page's category order. Courses the admin filed under
 * a category the site does not know yet come last, under their own heading.
 */
function groupCatalogue(
  { rows, translations }: CatalogueRows,
  language: AppLocale,
): CatalogueCategory[] {
  const inLanguage = (row: CourseRow) => courseIn(row, language, translations);
  const known = categoryInfos.map((info) =>
    localizeCategory(info, language, rows.filter((r) => r.category === info.name).map(inLanguage)),
  );
  const extraNames = [...new Set(rows.map((r) => r.category))].filter((n) => !categoryByName(n));
  // Each group's slug is its link's target on the page: never one a known category uses (a
  // course without a category once landed under a link that jumped to "Others").
  const taken = new Set(categoryInfos.map((info) => info.slug));
  const slugFor = (name: string) => {
    let slug = name ? slugify(name) : 'more-courses';
    while (taken.has(slug)) slug = `${slug}-more`;
    taken.add(slug);
    return slug;
  };
  const extra = extraNames.map((name) => ({
    slug: slugFor(name),
    name: name || 'More courses',
    option: 'Web Technologies Courses' as const,
    blurb: '',
    image: categoryImage(undefined),
    courses: rows.filter((r) => r.category === name).map(inLanguage),
  }));
  return [...known, ...extra].filter((c) => c.courses.length > 0);
}

/** Every course and its words, from two queries: what every public read is derived from. */
export async function loadCatalogueRows(db: Db): Promise<CatalogueRows> {
  const [rows, translations] = await Promise.all([allCourses(db), loadCourseTranslations(db)]);
  return { rows, translations };
}

/** What the public reads of one language need: the grouped catalogue and every course. */
export type PublicCatalogue = { categories: CatalogueCategory[]; courses: CatalogueCourse[] };

export function publicCatalogueIn(loaded: CatalogueRows, language: AppLocale): PublicCatalogue {
  return {
    categories: groupCatalogue(loaded, language),
    courses: loaded.rows.map((row) => courseIn(row, language, loaded.translations)),
  };
}
