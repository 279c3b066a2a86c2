import { and, eq, exists, ilike, inArray, or, sql } from 'drizzle-orm';
import type { AppLocale } from '#shared/intl-locale.ts';
import {
  emptyCourseTexts,
  hasCourseTexts,
  translatedLanguages,
  type CourseTextChanges,
  type CourseTexts,
  type CourseTranslations,
} from '#shared/course-texts.ts';
import type { Conn } from '../db/client';
import { courses } from '../db/schema';
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
 * Saves changes to a course's words: each field given replaces the stored one, a field (or a
 * language) left out stays as it is; a language whose fields end up all empty is removed. Runs
 * in the caller's transaction.
 */
export async function saveCourseTranslations(
  conn: Conn,
  courseId: number,
  changes: CourseTextChanges,
): Promise<void> {
  const stored = Object.values(changes).some(Boolean)
    ? (await loadCourseTranslations(conn, [courseId])).get(courseId)
    : undefined;
  for (const language of translatedLanguages) {
    const changed = changes[language];
    if (!changed) continue;
    const texts: CourseTexts = { ...emptyCourseTexts(), ...stored?.[language], ...changed };
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

/** A course's name matches: in English, or in any language the course has words in. */
export const courseNameMatches = (pattern: string) =>
  or(
    ilike(courses.name, pattern),
    exists(
      sql`(select 1 from ${courseTranslations} where ${courseTranslations.courseId} = ${courses.id}
        and ${courseTranslations.name} ilike ${pattern})`,
    ),
  );

/** The course's name in `language` where it has one, else the English name (for select). */
export const courseNameIn = (language: AppLocale) =>
  language === 'en'
    ? sql<string>`${courses.name}`
    : sql<string>`coalesce((select nullif(${courseTranslations.name}, '') from ${courseTranslations}
        where ${courseTranslations.courseId} = ${courses.id} and ${courseTranslations.language} = ${language}),
        ${courses.name})`;

/** The course's duration in `language` where it has one, else the English (for select). */
export const courseDurationIn = (language: AppLocale) =>
  language === 'en'
    ? sql<string>`${courses.duration}`
    : sql<string>`coalesce((select nullif(${courseTranslations.duration}, '') from ${courseTranslations}
        where ${courseTranslations.courseId} = ${courses.id} and ${courseTranslations.language} = ${language}),
        ${courses.duration})`;

/** Every course's name in `language` (its own words there, else English) beside the English. */
export async function courseNamesIn(
  conn: Conn,
  language: AppLocale,
): Promise<{ id: number; en: string; name: string }[]> {
  const rows = await conn
    .select({ id: courses.id, en: courses.name, local: courseTranslations.name })
    .from(courses)
    .leftJoin(
      courseTranslations,
      and(
        eq(courseTranslations.courseId, courses.id),
        eq(courseTranslations.language, language === 'en' ? 'pa' : language),
      ),
    )
    .orderBy(courses.id);
  return rows.map((r) => ({
    id: r.id,
    en: r.en,
    name: language !== 'en' && r.local ? r.local : r.en,
  }));
}
