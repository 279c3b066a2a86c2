import { randomBytes } from 'node:crypto';
import type { Db } from './client';
import { courses } from './schema';

/** A course row with unique code and slug; no uploaded files unless their stored names are given. */
export async function createCourse(db: Db, o: Partial<typeof courses.$inferInsert> = {}) {
  const id = randomBytes(3).toString('hex');
  const name = o.name ?? `Test Course ${id}`;
  const [row] = await db
    .insert(courses)
    .values({
      slug: `test-course-${id}`,
      code: `TC-${id.toUpperCase()}`,
      price: 12000,
      category: 'Web Technologies',
      description: 'A course made by a test.',
      duration: '3 months',
      timings: '10 AM to 12 PM',
      sortOrder: 100000,
      ...o,
      name,
    })
    .returning();
  return row!;
}
