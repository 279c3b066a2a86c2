import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  courseMessages,
  translationsOf,
  uploadUrl,
  type Course,
  type CourseFields,
} from '#shared/courses.ts';
import { emptyCourseTexts, type CourseTranslations } from '#shared/course-texts.ts';
import type { Conn, Db } from '../db/client';
import { pgCodes, pgError } from '../db/pg-error';
import { batches, courses } from '../db/schema';
import { appError, fieldError } from '../lib/app-error';
import type { StagedFiles } from '../lib/uploads';
import { nextSortOrder, uniqueSlug } from './course-slugs';
import { loadCourseTranslations, saveCourseTranslations } from './course-translations';
import { countCourseEnrolments } from './enrolments';
import { linkLegacyCourseNames } from './legacy-courses';

type CourseRow = typeof courses.$inferSelect;
/** The image with its thumbnail, and the presentation, as staged for one write. */
export type StagedCourseFiles = StagedFiles<'image' | 'thumb' | 'presentation'>;

function toCourse(row: CourseRow, translations: CourseTranslations = {}): Course {
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
    translations: {
      pa: translations.pa ?? emptyCourseTexts(),
      hi: translations.hi ?? emptyCourseTexts(),
    },
  };
}

export async function listCourses(db: Db): Promise<Course[]> {
  const [rows, translations] = await Promise.all([
    db.select().from(courses).orderBy(asc(courses.sortOrder), asc(courses.id)),
    loadCourseTranslations(db),
  ]);
  return rows.map((row) => toCourse(row, translations.get(row.id)));
}

/** Saves the form's Punjabi and Hindi words and answers the course with the words it now has. */
async function withTranslations(conn: Conn, row: CourseRow, fields: CourseFields) {
  await saveCourseTranslations(conn, row.id, translationsOf(fields));
  return toCourse(row, (await loadCourseTranslations(conn, [row.id])).get(row.id));
}

async function findCourseRow(conn: Conn, id: number): Promise<CourseRow> {
  const [row] = await conn.select().from(courses).where(eq(courses.id, id)).limit(1);
  if (!row) throw appError('NOT_FOUND', courseMessages.notFound);
  return row;
}

/** The code of the course whose presentation is stored under `name` (the download's name). */
export async function findPresentationCode(db: Db, name: string): Promise<string> {
  const [row] = await db
    .select({ code: courses.code })
    .from(courses)
    .where(eq(courses.presentationPath, name))
    .limit(1);
  if (!row) throw appError('NOT_FOUND');
  return row.code;
}

const codeTaken = () => fieldError('COURSE_CODE_TAKEN', 'code');

async function assertCodeFree(conn: Conn, code: string, exceptId?: number): Promise<void> {
  const same = eq(sql`lower(${courses.code})`, code.toLowerCase());
  const [row] = await conn
    .select({ id: courses.id })
    .from(courses)
    .where(exceptId ? and(same, ne(courses.id, exceptId)) : same)
    .limit(1);
  if (row) throw codeTaken();
}

/** Database refusals that race past the checks: a taken code, or a course newly enrolled in. */
function fromConstraint(err: unknown): unknown {
  const code = pgError(err)?.code;
  if (code === pgCodes.uniqueViolation) return codeTaken();
  if (code === pgCodes.foreignKeyViolation) return appError('COURSE_HAS_ENROLMENTS');
  return err;
}

const fieldValues = (f: CourseFields) => ({
  name: f.name,
  code: f.code,
  price: f.price,
  category: f.category,
  description: f.description,
  duration: f.duration,
  timings: f.timings,
});

const fileValues = ({ names }: StagedCourseFiles) => ({
  ...(names.image && names.thumb ? { imagePath: names.image, thumbPath: names.thumb } : {}),
  ...(names.presentation ? { presentationPath: names.presentation } : {}),
});

/**
 * Runs a course write with its staged files: the write renames them into place inside its
 * transaction (a failed rename rolls the row back); on any failure they are removed.
 */
async function withFiles<T>(files: StagedCourseFiles, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    await files.discard();
    throw fromConstraint(err);
  }
}

export async function createCourse(
  db: Db,
  fields: CourseFields,
  files: StagedCourseFiles,
): Promise<Course> {
  return withFiles(files, () =>
    db.transaction(async (tx) => {
      await assertCodeFree(tx, fields.code);
      const [row] = await tx
        .insert(courses)
        .values({
          ...fieldValues(fields),
          ...fileValues(files),
          slug: await uniqueSlug(tx, fields.name),
          sortOrder: await nextSortOrder(tx),
        })
        .returning();
      await linkLegacyCourseNames(tx, row!.id, row!.name);
      const course = await withTranslations(tx, row!, fields);
      await files.commit();
      return course;
    }),
  );
}

/**
 * Saves an edit (files optional). Enrolments and teachers hold the course by id, so a new name
 * shows everywhere at once. Returns the course and the stored files it no longer uses.
 */
export async function updateCourse(
  db: Db,
  id: number,
  fields: CourseFields,
  files: StagedCourseFiles,
): Promise<{ course: Course; unused: (string | null)[] }> {
  return withFiles(files, () =>
    db.transaction(async (tx) => {
      const old = await findCourseRow(tx, id);
      await assertCodeFree(tx, fields.code, id);
      const slug = old.name === fields.name ? old.slug : await uniqueSlug(tx, fields.name, id);
      const [row] = await tx
        .update(courses)
        .set({ ...fieldValues(fields), ...fileValues(files), slug })
        .where(eq(courses.id, id))
        .returning();
      if (old.name !== fields.name) await linkLegacyCourseNames(tx, id, fields.name);
      const course = await withTranslations(tx, row!, fields);
      await files.commit();
      const unused = [
        ...(files.names.image ? [old.imagePath, old.thumbPath] : []),
        ...(files.names.presentation ? [old.presentationPath] : []),
      ];
      return { course, unused };
    }),
  );
}

/**
 * Deletes a course nobody is enrolled in (its teacher assignments and empty batches go with it);
 * one with enrolments is refused. Returns the stored files it used.
 */
export async function deleteCourse(db: Db, id: number): Promise<(string | null)[]> {
  try {
    return await db.transaction(async (tx) => {
      if ((await countCourseEnrolments(tx, id)) > 0) throw appError('COURSE_HAS_ENROLMENTS');
      // With nobody enrolled, its batches are empty and have no history: they go with it.
      await tx.delete(batches).where(eq(batches.courseId, id));
      const [row] = await tx.delete(courses).where(eq(courses.id, id)).returning();
      if (!row) throw appError('NOT_FOUND', courseMessages.notFound);
      return [row.imagePath, row.thumbPath, row.presentationPath];
    });
  } catch (err) {
    throw fromConstraint(err);
  }
}
