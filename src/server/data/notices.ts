import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { noticeMessages, type Notice, type NoticeInput } from '#shared/notices.ts';
import type { Db } from '../db/client';
import type { Role } from '#shared/roles.ts';
import {
  batches,
  courses,
  enrolments,
  noticeReads,
  notices,
  students,
  teachers,
} from '../db/schema';
import { batchTeachers } from '../db/schema-batches';
import { appError, fieldError } from '../lib/app-error';

/**
 * Who asks: an admin sees every notice; a student those for everyone and for their courses; a
 * teacher those for everyone and for the courses of the batches they teach (issue 21.1).
 */
export type NoticeReader = { id: number; role: Role };

/** The notices `reader` may see (issue 27.17): every one for an admin. */
function visibleTo(reader: NoticeReader): SQL | undefined {
  if (reader.role === 'admin') return undefined;
  if (reader.role === 'teacher') {
    const taught = sql`(select ${batches.courseId} from ${batches}
      join ${batchTeachers} on ${batchTeachers.batchId} = ${batches.id}
      join ${teachers} on ${teachers.id} = ${batchTeachers.teacherId}
      where ${teachers.userId} = ${reader.id})`;
    return or(isNull(notices.courseId), sql`${notices.courseId} in ${taught}`);
  }
  const ownCourses = sql`(select ${enrolments.courseId} from ${enrolments}
    join ${students} on ${students.id} = ${enrolments.studentId}
    where ${students.userId} = ${reader.id} and ${enrolments.status} = 'active'
      and ${enrolments.courseId} is not null)`;
  return or(isNull(notices.courseId), sql`${notices.courseId} in ${ownCourses}`);
}

/** The notices `reader` may see, newest date first, then the most recently posted. */
export async function listNotices(db: Db, reader: NoticeReader): Promise<Notice[]> {
  const rows = await db
    .select({
      id: notices.id,
      title: notices.title,
      details: notices.details,
      postedBy: notices.postedBy,
      date: notices.date,
      createdAt: notices.createdAt,
      courseId: notices.courseId,
      courseName: courses.name,
      readAt: noticeReads.readAt,
    })
    .from(notices)
    .leftJoin(courses, eq(courses.id, notices.courseId))
    .leftJoin(
      noticeReads,
      and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, reader.id)),
    )
    .where(visibleTo(reader))
    .orderBy(desc(notices.date), desc(notices.createdAt), desc(notices.id));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    details: r.details,
    postedBy: r.postedBy,
    date: r.date,
    postTime: r.createdAt.toISOString(),
    courseId: r.courseId,
    courseName: r.courseName,
    read: r.readAt !== null,
  }));
}

export async function insertNotice(db: Db, input: NoticeInput): Promise<Notice> {
  const courseId = input.courseId ?? null;
  if (courseId !== null) {
    const [course] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.id, courseId));
    if (!course) throw fieldError('VALIDATION_FAILED', 'courseId', noticeMessages.courseUnknown);
  }
  const [row] = await db
    .insert(notices)
    .values({
      title: input.title,
      details: input.details,
      postedBy: input.postedBy,
      date: input.date,
      courseId,
    })
    .returning();
  if (!row) throw new Error('insert returned no notice');
  const [course] =
    courseId === null
      ? []
      : await db.select({ name: courses.name }).from(courses).where(eq(courses.id, courseId));
  return {
    id: row.id,
    title: row.title,
    details: row.details,
    postedBy: row.postedBy,
    date: row.date,
    postTime: row.createdAt.toISOString(),
    courseId: row.courseId,
    courseName: course?.name ?? null,
    read: false,
  };
}

/** The bell: how many notices `reader` may see and has not opened. */
export async function countUnreadNotices(db: Db, reader: NoticeReader): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notices)
    .leftJoin(
      noticeReads,
      and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, reader.id)),
    )
    .where(and(visibleTo(reader), isNull(noticeReads.noticeId)));
  return row?.count ?? 0;
}

/**
 * Marks notices opened by `reader` (the board shows them). Ids of notices the reader may not see,
 * or that no longer exist, are passed over; marking one twice changes nothing.
 */
export async function markNoticesRead(db: Db, reader: NoticeReader, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const seen = await db
    .select({ id: notices.id })
    .from(notices)
    .where(and(inArray(notices.id, unique), visibleTo(reader)));
  if (seen.length === 0) return;
  await db
    .insert(noticeReads)
    .values(seen.map((n) => ({ userId: reader.id, noticeId: n.id })))
    .onConflictDoNothing();
}

export async function deleteNotice(db: Db, id: number): Promise<void> {
  const rows = await db.delete(notices).where(eq(notices.id, id)).returning({ id: notices.id });
  if (rows.length === 0) throw appError('NOT_FOUND', noticeMessages.notFound);
}
