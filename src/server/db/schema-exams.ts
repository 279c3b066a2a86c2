import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { GradeScale } from '#shared/grading.ts';
import { createdAt, instant, ref, serialId, updatedAt } from './columns';
import { courses, enrolments } from './schema';

/**
 * Exams and results (docs/decisions/013-exams-and-marks.md). Marks are numeric(7,2): exact to
 * hundredths, read as numbers by Drizzle; `grading.ts` works on them exactly.
 */
export const exams = pgTable(
  'exams',
  {
    id: serialId(),
    // A course is deleted only without enrolments, so no marks go with its exams.
    courseId: ref('course_id', () => courses.id, 'cascade').notNull(),
    type: text('type', { enum: ['mid_term', 'final'] }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    subject: text('subject').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    totalMarks: integer('total_marks').notNull(),
    passMarks: numeric('pass_marks', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    /** Set when the whole exam's results are published; students see marks only after. */
    publishedAt: instant('published_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('exams_course_idx').on(t.courseId, t.type, t.date),
    check('exams_type_check', sql`${t.type} in ('mid_term', 'final')`),
    check('exams_total_check', sql`${t.totalMarks} > 0`),
    check('exams_duration_check', sql`${t.durationMinutes} > 0`),
    check('exams_pass_check', sql`${t.passMarks} >= 0 and ${t.passMarks} <= ${t.totalMarks}`),
  ],
);

/** One student's (enrolment's) marks in one exam: obtained, or absent. */
export const examMarks = pgTable(
  'exam_marks',
  {
    id: serialId(),
    examId: ref('exam_id', () => exams.id, 'cascade').notNull(),
    enrolmentId: ref('enrolment_id', () => enrolments.id, 'cascade').notNull(),
    obtained: numeric('obtained', { precision: 7, scale: 2, mode: 'number' }),
    absent: boolean('absent').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('exam_marks_exam_enrolment_idx').on(t.examId, t.enrolmentId),
    index('exam_marks_enrolment_idx').on(t.enrolmentId),
    check(
      'exam_marks_obtained_or_absent',
      sql`(${t.absent} and ${t.obtained} is null) or (not ${t.absent} and ${t.obtained} >= 0)`,
    ),
  ],
);

/** The academy's exam settings: one row (id 1). */
export const examSettings = pgTable(
  'exam_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** 'cbse', 'pseb' or 'custom'. */
    gradeScaleId: text('grade_scale_id').notNull().default('cbse'),
    customScale: jsonb('custom_scale').$type<GradeScale>(),
    /** Whether teachers may publish the results of their courses' exams (issue 21.1). */
    teachersPublish: boolean('teachers_publish').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('exam_settings_single_row', sql`${t.id} = 1`),
    check(
      'exam_settings_scale_check',
      sql`${t.gradeScaleId} in ('cbse', 'pseb') or (${t.gradeScaleId} = 'custom' and ${t.customScale} is not null)`,
    ),
  ],
);
