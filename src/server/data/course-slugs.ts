import { sql } from 'drizzle-orm';
import type { Conn } from '../db/client';
import { courses } from '../db/schema';

// Course pages live at the site root (/:slug), so a slug must not shadow a page or an API path.
const reserved = new Set(['aboutus', 'courses', 'contactus', 'privacy', 'terms', 'signup']);
[
  ...['login', 'adminlogin', 'teacherlogin', 'sdashboard', 'tdashboard', 'sidebar'],
  ...['api', 'auth', 'uploads', 'healthz'],
].forEach((s) => reserved.add(s));

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
export async function uniqueSlug(conn: Conn, name: string, exceptId?: number): Promise<string> {
  const base = slugify(name);
  const rows = await conn
    .select({ id: courses.id, slug: courses.slug })
    .from(courses)
    .where(sql`${courses.slug} = ${base} or ${courses.slug} like ${`${base}-%`}`);
  const taken = new Set(rows.filter((r) => r.id !== exceptId).map((r) => r.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** New courses go to the end of the catalogue. */
export async function nextSortOrder(conn: Conn): Promise<number> {
  const [row] = await conn
    .select({ max: sql<number>`coalesce(max(${courses.sortOrder}), 0)::int` })
    .from(courses);
  return (row?.max ?? 0) + 10;
}
