import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { courseMessages, uploadUrl, type Course, type CourseFields } from '../../shared/courses';
import type { Db } from '../db/client';
import { courses } from '../db/schema';
import { httpError } from '../lib/http-error';

export type CourseRow = typeof courses.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;

export function toCourse(row: CourseRow): Course {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    price: row.price,
    slug: row.slug,
    category: row.category,
    description: row.description,
    duration: row.duration,
    timings: row.timings,
    image: uploadUrl(row.imagePath),
    thumbnail: uploadUrl(row.thumbPath ?? row.imagePath),
    presentation: row.presentationPath ? uploadUrl(row.presentationPath) : null,
  };
}

export async function listCourses(db: Db): Promise<Course[]> {
  const rows = await db.select().from(courses).orderBy(asc(courses.sortOrder), asc(courses.id));
  return rows.map(toCourse);
}

export async function findCourseRow(db: Conn, id: number): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  return row;
}

/** The course whose presentation is stored under `name` (for the download's file name). */
export async function findByPresentation(db: Db, name: string) {
  const [row] = await db
    .select({ code: courses.code })
    .from(courses)
    .where(eq(courses.presentationPath, name))
    .limit(1);
  return row;
}

const duplicateCode = () =>
  httpError(409, courseMessages.duplicateCode, { code: [courseMessages.duplicateCode] });

export async function assertCodeFree(db: Conn, code: string, exceptId?: number): Promise<void> {
  const same = eq(sql`lower(${courses.code})`, code.toLowerCase());
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(exceptId ? and(same, ne(courses.id, exceptId)) : same)
    .limit(1);
  if (row) throw duplicateCode();
}

/** A race on the unique code index that slipped past assertCodeFree becomes the same 409. */
export function courseUniqueViolation(err: unknown): unknown {
  const e = err as { code?: string; cause?: { code?: string } };
  return (e.code ?? e.cause?.code) === '23505' ? duplicateCode() : err;
}

// Course pages live at the site root (/:slug), so a slug must not shadow a page or an API path.
const reserved = new Set(['aboutus', 'courses', 'contactus', 'privacy', 'terms', 'signup']);
['login', 'adminlogin', 'sdashboard', 'sidebar', 'api', 'auth', 'uploads', 'healthz'].forEach(
  (s) => reserved.add(s),
);

function slugify(name: string): string {
  const base = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  const slug = base || 'course';
  return reserved.has(slug) || /^(get|add|update|delete)-/.test(slug) ? `course-${slug}` : slug;
}

/** A slug made from the name, unique among courses (suffixed -2, -3, ... when taken). */
export async function uniqueSlug(db: Conn, name: string, exceptId?: number): Promise<string> {
  const base = slugify(name);
  const rows = await db
    .select({ id: courses.id, slug: courses.slug })
    .from(courses)
    .where(sql`${courses.slug} = ${base} or ${courses.slug} like ${`${base}-%`}`);
  const taken = new Set(rows.filter((r) => r.id !== exceptId).map((r) => r.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

export async function nextSortOrder(db: Conn): Promise<number> {
  const [row] = await db
    .select({ max: sql<number>`coalesce(max(${courses.sortOrder}), 0)::int` })
    .from(courses);
  return (row?.max ?? 0) + 10;
}

export function fieldValues(fields: CourseFields) {
  return {
    name: fields.name,
    code: fields.code,
    price: fields.price,
    category: fields.category,
    description: fields.description,
    duration: fields.duration,
    timings: fields.timings,
  };
}
