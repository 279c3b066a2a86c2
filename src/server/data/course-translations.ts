import { and, eq, inArray } from 'drizzle-orm';
import {
  hasCourseTexts,
  translatedLanguages,
  type CourseTexts,
  type CourseTranslations,
} from '#shared/course-texts.ts';
import type { Conn } from '../db/client';
import { courseTranslations } from '../db/schema-course-texts';

/** Every course's Punjabi and Hindi words by course id (all courses, or the ones given). */
export async function loadCourseTranslations(
  conn: Conn,
  courseIds?: number[],
): Promise<Map<number, CourseTranslations>> {
  if (courseIds && courseIds.length === 0) return new Map();
  const rows = await conn
    .select()
    .from(courseTranslations)
    .where(courseIds ? inArray(courseTranslations.courseId, courseIds) : undefined);
  const byCourse = new Map<number, CourseTranslations>();
  for (const r of rows) {
    const texts: CourseTexts = {
      name: r.name,
      description: r.description,
      duration: r.duration,
      timings: r.timings,
    };
    byCourse.set(r.courseId, { ...byCourse.get(r.courseId), [r.language]: texts });
  }
  return byCourse;
}

/**
 * Saves a course's words in the languages given (a language left out is kept as it is); a
 * language whose fields are all empty is removed. Runs in the caller's transaction.
 */
export async function saveCourseTranslations(
  conn: Conn,
  courseId: number,
  translations: CourseTranslations,
): Promise<void> {
  for (const language of translatedLanguages) {
    const texts = translations[language];
    if (!texts) continue;
    if (!hasCourseTexts(texts)) {
      await conn
        .delete(courseTranslations)
        .where(
          and(eq(courseTranslations.courseId, courseId), eq(courseTranslations.language, language)),
        );
      continue;
    }
    const values: CourseTexts = {
      name: texts.name,
      description: texts.description,
      duration: texts.duration,
      timings: texts.timings,
    };
    await conn
      .insert(courseTranslations)
      .values({ courseId, language, ...values })
      .onConflictDoUpdate({
        target: [courseTranslations.courseId, courseTranslations.language],
        set: values,
      });
  }
}
