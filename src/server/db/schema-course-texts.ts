import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ref } from './columns';
import { courses } from './schema';

/**
 * A course's words in Punjabi or Hindi (decision 052): one row per course and language, written
 * by the admin's course dialog and seeded for the built-in catalogue. An empty field shows the
 * English one; a language without a row shows all English.
 */
export const courseTranslations = pgTable(
  'course_translations',
  {
    courseId: ref('course_id', () => courses.id, 'cascade').notNull(),
    language: text('language', { enum: ['pa', 'hi'] }).notNull(),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
    duration: text('duration').notNull().default(''),
    timings: text('timings').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.language] }),
    check('course_translations_language_check', sql`${t.language} in ('pa', 'hi')`),
  ],
);
