import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import {
  addMonths,
  isBelow,
  monthOf,
  monthSpan,
  percentOf,
  type AttendanceMarkStatus,
  type AttendanceReport,
  type AttendanceTally,
  type CourseAttendance,
  type CourseAttendanceList,
  type MarkCell,
  type StudentAttendance,
} from '#shared/attendance-stats.ts';
import { istDate } from '#shared/ist.ts';
import { addDays, isHeld, mondayOf } from '#shared/timetable.ts';
import type { Conn } from '../db/client';
import { batches, courses, enrolments, students } from '../db/schema';
import {
  attendanceMarks,
  attendanceSettings,
  classRegisters,
  timetableSlots,
} from '../db/schema-timetable';
import { appError } from '../lib/app-error';
import { toCsv } from '../lib/csv';
import { classesBetween } from './timetable-week';

// Attendance percentages (issue 21.4, decision 065). A mark counts for its enrolment when its
// register's day is within the enrolment (from its start to its end, if it ended): present and
// late are attended, absent is not, excused is left out. A register that has no mark for a
// student (saved before they joined the batch) is not counted for them. A batch's percentage is
// over every counted mark in its registers. Percentages are rounded down; whether a student is
// below the threshold is decided on the exact figures.

/** The threshold below which attendance stands out (75 until an admin changes it). */
export async function getAttendanceThreshold(conn: Conn): Promise<number> {
  const [row] = await conn
    .select({ threshold: attendanceSettings.threshold })
    .from(attendanceSettings)
    .where(eq(attendanceSettings.id, 1));
  return row?.threshold ?? 75;
}

/** Saves the threshold (already checked by `attendanceThresholdSchema`); returns it. */
export async function saveAttendanceThreshold(conn: Conn, threshold: number): Promise<number> {
  const values = { id: 1, threshold, updatedAt: new Date() };
  await conn
    .insert(attendanceSettings)
    .values(values)
    .onConflictDoUpdate({
      target: attendanceSettings.id,
      set: { threshold, updatedAt: new Date() },
    });
  return threshold;
}

type Counts = Record<AttendanceMarkStatus, number>;
const noCounts = (): Counts => ({ present: 0, late: 0, absent: 0, excused: 0 });

/** The counts, percentage and standing of a set of marks. */
export function tallyOf(c: Counts, threshold: number): AttendanceTally {
  const attended = c.present + c.late;
  const counted = attended + c.absent;
  return {
    ...c,
    attended,
    counted,
    percent: percentOf(attended, counted),
    below: isBelow(attended, counted, threshold),
  };
}

/** A mark's register day is within its enrolment. */
const whileEnrolled = and(
  gte(classRegisters.on, enrolments.enrolledOn),
  or(isNull(enrolments.endedOn), lte(classRegisters.on, enrolments.endedOn)),
);

/** The counted marks of some enrolments, by enrolment (and month, for `byMonth`). */
async function marksOf(conn: Conn, enrolmentIds: number[], from?: string) {
  if (enrolmentIds.length === 0) return [];
  return conn
    .select({
      enrolmentId: attendanceMarks.enrolmentId,
      on: classRegisters.on,
      status: attendanceMarks.status,
    })
    .from(attendanceMarks)
    .innerJoin(classRegisters, eq(classRegisters.id, attendanceMarks.registerId))
    .innerJoin(enrolments, eq(enrolments.id, attendanceMarks.enrolmentId))
    .where(
      and(
        inArray(attendanceMarks.enrolmentId, enrolmentIds),
        whileEnrolled,
        from ? gte(classRegisters.on, from) : undefined,
      ),
    );
}

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
  const counts = new Map<number, Counts>();
  for (const mark of await marksOf(
    conn,
    rows.map((r) => r.enrolmentId),
  )) {
    const c = counts.get(mark.enrolmentId) ?? noCounts();
    c[mark.status] += 1;
    counts.set(mark.enrolmentId, c);
  }
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
  const byMonthCounts = new Map<string, Counts>();
  for (const mark of await marksOf(conn, ids, `${first}-01`)) {
    const key = monthOf(mark.on);
    if (key > shown) continue;
    const c = byMonthCounts.get(key) ?? noCounts();
    c[mark.status] += 1;
    byMonthCounts.set(key, c);
  }
  const byMonth = Array.from({ length: 6 }, (_, i) => addMonths(first, i)).map((key) => ({
    month: key,
    percent: tallyOf(byMonthCounts.get(key) ?? noCounts(), threshold).percent,
  }));

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

/** The batch's counted marks between two days, with the enrolment each belongs to. */
async function batchMarks(conn: Conn, batchId: number, from: string, to: string) {
  return conn
    .select({
      registerId: classRegisters.id,
      slotId: classRegisters.slotId,
      on: classRegisters.on,
      enrolmentId: attendanceMarks.enrolmentId,
      status: attendanceMarks.status,
    })
    .from(attendanceMarks)
    .innerJoin(classRegisters, eq(classRegisters.id, attendanceMarks.registerId))
    .innerJoin(timetableSlots, eq(timetableSlots.id, classRegisters.slotId))
    .innerJoin(enrolments, eq(enrolments.id, attendanceMarks.enrolmentId))
    .where(
      and(
        eq(timetableSlots.batchId, batchId),
        gte(classRegisters.on, from),
        lte(classRegisters.on, to),
        whileEnrolled,
      ),
    );
}

/** A batch's month: its students × its held classes up to today, with the marks. */
export async function attendanceReport(
  conn: Conn,
  batchId: number,
  month: string,
): Promise<AttendanceReport> {
  const [batch] = await conn
    .select({
      batchId: batches.id,
      batch: batches.name,
      courseId: courses.id,
      course: courses.name,
    })
    .from(batches)
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(eq(batches.id, batchId));
  if (!batch) throw appError('NOT_FOUND');
  const threshold = await getAttendanceThreshold(conn);
  const today = istDate(new Date());
  const { from, to } = monthSpan(month);
  const until = to < today ? to : today;

  const held =
    from > until ? [] : (await classesBetween(conn, from, until, { batchId })).filter(isHeld);
  const marks = from > until ? [] : await batchMarks(conn, batchId, from, until);
  const registered = new Set(marks.map((r) => `${r.slotId}/${r.on}`));
  const registers =
    from > until
      ? []
      : await conn
          .select({ slotId: classRegisters.slotId, on: classRegisters.on })
          .from(classRegisters)
          .innerJoin(timetableSlots, eq(timetableSlots.id, classRegisters.slotId))
          .where(
            and(
              eq(timetableSlots.batchId, batchId),
              gte(classRegisters.on, from),
              lte(classRegisters.on, until),
            ),
          );
  for (const r of registers) registered.add(`${r.slotId}/${r.on}`);
  const classes = held.map((c) => ({
    slotId: c.slotId,
    on: c.on,
    startsAt: c.startsAt,
    subject: c.subject,
    marked: registered.has(`${c.slotId}/${c.on}`),
  }));

  // Its students that month: those in it now who had begun by the month's end, and anyone marked
  // in its registers that month (moved out since).
  const marked = [...new Set(marks.map((r) => r.enrolmentId))];
  const people = await conn
    .select({
      enrolmentId: enrolments.id,
      studentId: students.studentId,
      name: sql<string>`trim(${students.firstName} || ' ' || ${students.lastName})`,
    })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(
      or(
        and(
          eq(enrolments.batchId, batchId),
          lte(enrolments.enrolledOn, to),
          or(isNull(enrolments.endedOn), gte(enrolments.endedOn, from)),
        ),
        marked.length > 0 ? inArray(enrolments.id, marked) : sql`false`,
      ),
    )
    .orderBy(asc(students.firstName), asc(students.lastName), asc(students.studentId));

  const cell = new Map(marks.map((r) => [`${r.enrolmentId}/${r.slotId}/${r.on}`, r.status]));
  const total = noCounts();
  const rows = people.map((p) => {
    const c = noCounts();
    const row: MarkCell[] = classes.map((k) => {
      const status = cell.get(`${p.enrolmentId}/${k.slotId}/${k.on}`);
      if (!status) return 'unmarked';
      c[status] += 1;
      total[status] += 1;
      return status;
    });
    return { ...p, marks: row, month: tallyOf(c, threshold) };
  });

  // The trend: the batch's percentage each week, its last 12 weeks up to the month's end.
  const lastMonday = mondayOf(until < from ? to : until);
  const firstMonday = addDays(lastMonday, -7 * 11);
  const weekly = new Map<string, Counts>();
  for (const r of await batchMarks(conn, batchId, firstMonday, addDays(lastMonday, 6))) {
    const week = mondayOf(r.on);
    const c = weekly.get(week) ?? noCounts();
    c[r.status] += 1;
    weekly.set(week, c);
  }
  const trend = Array.from({ length: 12 }, (_, i) => addDays(firstMonday, 7 * i)).map((week) => ({
    week,
    percent: tallyOf(weekly.get(week) ?? noCounts(), threshold).percent,
  }));

  return {
    ...batch,
    month,
    threshold,
    classes,
    students: rows,
    total: tallyOf(total, threshold),
    trend,
  };
}

const letter: Record<MarkCell, string> = {
  present: 'P',
  absent: 'A',
  late: 'L',
  excused: 'E',
  unmarked: '',
};

/** The report as CSV: a row per student, a column per class (date and time), P/A/L/E. */
export function attendanceReportCsv(report: AttendanceReport): string {
  const header = [
    'Student ID',
    'Name',
    ...report.classes.map((c) => `${c.on} ${c.startsAt}`),
    'Attended',
    'Counted',
    'Percentage',
    `Below ${report.threshold}%`,
  ];
  const pct = (t: AttendanceTally) => (t.percent === null ? '' : `${t.percent}%`);
  const rows = report.students.map((s) => [
    s.studentId,
    s.name,
    ...s.marks.map((k) => letter[k]),
    String(s.month.attended),
    String(s.month.counted),
    pct(s.month),
    s.month.below ? 'yes' : 'no',
  ]);
  const total = [
    '',
    `Batch ${report.batch} (${report.course})`,
    ...report.classes.map(() => ''),
    String(report.total.attended),
    String(report.total.counted),
    pct(report.total),
    report.total.below ? 'yes' : 'no',
  ];
  return toCsv(header, [...rows, total]);
}
