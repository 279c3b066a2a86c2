import { asc, eq, sql } from 'drizzle-orm';
import {
  categoryByName,
  categoryImage,
  categoryInfos,
  parseDescription,
  type CatalogueCategory,
  type CatalogueCourse,
} from '#shared/catalogue.ts';
import { courseMessages } from '#shared/courses.ts';
import type { Db } from '../db/client';
import { courses } from '../db/schema';
import { appError } from '../lib/app-error';

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

export function toCatalogueCourse(row: CourseRow): CatalogueCourse {
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
  };
}

async function allCourses(db: Db): Promise<CourseRow[]> {
  return db.select().from(courses).orderBy(asc(courses.sortOrder), asc(courses.id));
}

/**
 * The catalogue grouped by category, in the page's category order. Courses the admin filed under
 * a category the site does not know yet come last, under their own heading.
 */
function groupCatalogue(rows: CourseRow[]): CatalogueCategory[] {
  const known = categoryInfos.map((info) => ({
    ...info,
    image: categoryImage(info.slug),
    courses: rows.filter((r) => r.category === info.name).map(toCatalogueCourse),
  }));
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
    courses: rows.filter((r) => r.category === name).map(toCatalogueCourse),
  }));
  return [...known, ...extra].filter((c) => c.courses.length > 0);
}

export async function listCatalogue(db: Db): Promise<CatalogueCategory[]> {
  return groupCatalogue(await allCourses(db));
}

/** Everything the public reads need, from one query: the grouped catalogue and every course. */
export type PublicCatalogue = { categories: CatalogueCategory[]; courses: CatalogueCourse[] };

export async function loadPublicCatalogue(db: Db): Promise<PublicCatalogue> {
  const rows = await allCourses(db);
  return { categories: groupCatalogue(rows), courses: rows.map(toCatalogueCourse) };
}

export async function findCourseBySlug(db: Db, slug: string): Promise<CatalogueCourse> {
  const [row] = await db
    .select()
    .from(courses)
    .where(eq(sql`lower(${courses.slug})`, slug.toLowerCase()))
    .limit(1);
  if (!row) throw appError('NOT_FOUND', courseMessages.notFound);
  return toCatalogueCourse(row);
}

export async function listCourseSlugs(db: Db): Promise<string[]> {
  const rows = await db
    .select({ slug: courses.slug })
    .from(courses)
    .orderBy(asc(courses.sortOrder), asc(courses.id));
  return rows.map((r) => r.slug);
}
