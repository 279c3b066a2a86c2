import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  addMonths,
  monthOf,
  monthSpan,
  type AttendanceMarkStatus,
  type CourseAttendance,
  type CourseAttendanceList,
  type StudentAttendance,
} from '#shared/attendance-stats.ts';
import { istDate } from '#shared/ist.ts';
import type { Conn } from '../db/client';
import { batches, courses, enrolments } from '../db/schema';
import { attendanceMarks, classRegisters } from '../db/schema-timetable';
import {
  countBy,
  getAttendanceThreshold,
  marksOf,
  noCounts,
  percentages,
  tallyOf,
} from './attendance-counts';
import { classesBetween } from './timetable-week';

// A student's attendance (issue 21.4, decision 065): each course's percentage (the student's
// page and Student Details), a month's classes with their marks, and the last six months.

/** Each course of a student with its attendance (the student's page, Student Details). */
export async function studentCourseAttendance(
  conn: Conn,
  studentId: number,
  threshold?: number,
): Promise<CourseAttendanceList> {
  const limit = threshold ?? (await getAttendanceThreshold(conn));
  const rows = await conn
    .select({
      enrolmentId: enrolments.id,
      courseId: enrolments.courseId,
      course: sql<string>`coalesce(${courses.name}, ${enrolments.legacyCourseName}, '')`,
      batch: batches.name,
    })
    .from(enrolments)
    .leftJoin(courses, eq(courses.id, enrolments.courseId))
    .leftJoin(batches, eq(batches.id, enrolments.batchId))
    .where(eq(enrolments.studentId, studentId))
    .orderBy(asc(enrolments.enrolledOn), asc(enrolments.id));
  const counts = countBy(
    await marksOf(
      conn,
      rows.map((r) => r.enrolmentId),
    ),
    (mark) => mark.enrolmentId,
  );
  const courseRows: CourseAttendance[] = rows.map((r) => ({
    ...r,
    tally: tallyOf(counts.get(r.enrolmentId) ?? noCounts(), limit),
  }));
  return { threshold: limit, courses: courseRows };
}

/** A student's page: each course's percentage, a month's classes with marks, by month. */
export async function studentAttendance(
  conn: Conn,
  studentId: number,
  month?: string,
): Promise<StudentAttendance> {
  const today = istDate(new Date());
  const shown = month ?? monthOf(today);
  const threshold = await getAttendanceThreshold(conn);
  const { courses: courseRows } = await studentCourseAttendance(conn, studentId, threshold);
  const { from, to } = monthSpan(shown);
  const classes = await classesBetween(conn, from, to, { studentId });
  const ids = courseRows.map((c) => c.enrolmentId);

  const marks = new Map<string, AttendanceMarkStatus>();
  if (ids.length > 0 && classes.length > 0) {
    const rows = await conn
      .select({
        slotId: classRegisters.slotId,
        on: classRegisters.on,
        status: attendanceMarks.status,
      })
      .from(attendanceMarks)
      .innerJoin(classRegisters, eq(classRegisters.id, attendanceMarks.registerId))
      .where(
        and(
          inArray(attendanceMarks.enrolmentId, ids),
          gte(classRegisters.on, from),
          lte(classRegisters.on, to),
        ),
      );
    for (const r of rows) marks.set(`${r.slotId}/${r.on}`, r.status);
  }

  const first = addMonths(shown, -5);
  const recent = (await marksOf(conn, ids, `${first}-01`)).filter((m) => monthOf(m.on) <= shown);
  const months = Array.from({ length: 6 }, (_, i) => addMonths(first, i));
  const byMonth = percentages(
    months,
    countBy(recent, (m) => monthOf(m.on)),
    threshold,
  ).map(({ key, percent }) => ({ month: key, percent }));

  return {
    threshold,
    month: shown,
    today,
    courses: courseRows,
    classes: classes.map((c) => ({
      on: c.on,
      startsAt: c.startsAt,
      endsAt: c.endsAt,
      course: c.course,
      courseId: c.courseId,
      subject: c.subject,
      status:
        c.holiday !== null
          ? 'holiday'
          : c.cancelled !== null
            ? 'cancelled'
            : (marks.get(`${c.slotId}/${c.on}`) ?? 'unmarked'),
    })),
    byMonth,
  };
}
