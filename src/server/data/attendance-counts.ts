import { and, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import {
  percentOf,
  isBelow,
  type AttendanceMarkStatus,
  type AttendanceTally,
} from '#shared/attendance-stats.ts';
import type { Conn } from '../db/client';
import { enrolments } from '../db/schema';
import { attendanceMarks, attendanceSettings, classRegisters } from '../db/schema-timetable';

// Attendance percentages (issue 21.4, decision 065). A mark counts for its enrolment when its
// register's day is within the enrolment (from its start to its end, if it ended): present and
// late are attended, absent is not, excused is left out. A register that has no mark for a
// student (saved before they joined the batch) is not counted for them. A batch's percentage is
// over every counted mark in its registers. Percentages are rounded down; whether a student is
// below the threshold is decided on the exact figures. The student's page (attendance-student.ts)
// and the batch's month (attendance-report.ts) count with what is here.

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

export type Counts = Record<AttendanceMarkStatus, number>;
export const noCounts = (): Counts => ({ present: 0, late: 0, absent: 0, excused: 0 });

/** Marks counted by a key of each: its enrolment, its month or its week. */
export function countBy<T extends { status: AttendanceMarkStatus }, K>(
  marks: T[],
  keyOf: (mark: T) => K,
): Map<K, Counts> {
  const out = new Map<K, Counts>();
  for (const mark of marks) {
    const key = keyOf(mark);
    const c = out.get(key) ?? noCounts();
    c[mark.status] += 1;
    out.set(key, c);
  }
  return out;
}

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
export const whileEnrolled = and(
  gte(classRegisters.on, enrolments.enrolledOn),
  or(isNull(enrolments.endedOn), lte(classRegisters.on, enrolments.endedOn)),
);

/** The counted marks of some enrolments, by enrolment (and month, for `byMonth`). */
export async function marksOf(conn: Conn, enrolmentIds: number[], from?: string) {
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

/** The percentage of each key in order (months, weeks), null where nothing was counted. */
export const percentages = <K>(keys: K[], counts: Map<K, Counts>, threshold: number) =>
  keys.map((key) => ({ key, percent: tallyOf(counts.get(key) ?? noCounts(), threshold).percent }));
