import { sql } from 'drizzle-orm';
import { categoryImage, formatDescription, seedCourses } from '#shared/catalogue.ts';
import { categoryByName } from '#shared/catalogue.ts';
import type { Db } from '../db/client';
import { courses } from '../db/schema';

/**
 * Fills the courses table with the seed catalogue (src/shared/catalogue-data) when it is empty,
 * so a fresh install shows the public course pages. Returns how many courses it inserted.
 */
export async function seedCatalogue(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(courses);
  if ((row?.n ?? 0) > 0) return 0;
  const values = seedCourses().map((c, i) => {
    const slug = categoryByName(c.category)?.slug;
    return {
      slug: c.slug,
      name: c.name,
      code: c.code,
      price: c.price,
      category: c.category,
      description: formatDescription(c.summary, c.covers),
      duration: c.duration,
      timings: c.timings,
      imagePath: categoryImage(slug),
      thumbPath: categoryImage(slug).replace(/\.webp$/, '-thumb.webp'),
      sortOrder: (i + 1) * 10,
    };
  });
  await db.insert(courses).values(values).onConflictDoNothing();
  return values.length;
}
