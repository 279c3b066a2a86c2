import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import {
  monthSpan,
  type AttendanceReport,
  type AttendanceTally,
  type MarkCell,
} from '#shared/attendance-stats.ts';
import { istDate } from '#shared/ist.ts';
import { addDays, isHeld, mondayOf } from '#shared/timetable.ts';
import type { Conn } from '../db/client';
import { batches, courses, enrolments, students } from '../db/schema';
import { attendanceMarks, classRegisters, timetableSlots } from '../db/schema-timetable';
import { appError } from '../lib/app-error';
import { toCsv } from '../lib/csv';
import {
  countBy,
  getAttendanceThreshold,
  noCounts,
  percentages,
  tallyOf,
  whileEnrolled,
} from './attendance-counts';
import { classesBetween } from './timetable-week';

// A batch's month of attendance (issue 21.4, decision 065): its students by its held classes,
// each student's and the batch's percentage, the trend of its last 12 weeks, and the CSV.

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
  const lastWeeks = await batchMarks(conn, batchId, firstMonday, addDays(lastMonday, 6));
  const weeks = Array.from({ length: 12 }, (_, i) => addDays(firstMonday, 7 * i));
  const trend = percentages(
    weeks,
    countBy(lastWeeks, (r) => mondayOf(r.on)),
    threshold,
  ).map(({ key, percent }) => ({ week: key, percent }));

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
