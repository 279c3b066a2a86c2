import { sql } from 'drizzle-orm';
import { categoryImage, formatDescription, seedCourses } from '#shared/catalogue.ts';
import { categoryByName } from '#shared/catalogue.ts';
import { seedTranslations } from '#shared/catalogue-seed-view.ts';
import { translatedLanguages } from '#shared/course-texts.ts';
import type { Db } from '../db/client';
import { courses } from '../db/schema';
import { courseTranslations } from '../db/schema-course-texts';

/**
 * Fills the courses table with the seed catalogue (src/shared/catalogue-data) when it is empty,
 * each course with its Punjabi and Hindi words, so a fresh install shows the public course pages
 * in every language. Returns how many courses it inserted.
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
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(courses)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: courses.id, slug: courses.slug });
    const texts = inserted.flatMap(({ id, slug }) => {
      const words = seedTranslations(slug);
      return translatedLanguages.flatMap((language) => {
        const t = words[language];
        return t ? [{ courseId: id, language, ...t }] : [];
      });
    });
    if (texts.length > 0) await tx.insert(courseTranslations).values(texts).onConflictDoNothing();
  });
  return values.length;
}
