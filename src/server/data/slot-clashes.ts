import { and, asc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { fill, slotMessages, weekdayNames, type SlotInput } from '#shared/timetable-slots.ts';
import type { Tx } from '../db/client';
import { batches, courses, enrolments, students, teachers } from '../db/schema';
import { timetableSlots } from '../db/schema-timetable';
import { appError } from '../lib/app-error';

// Whether a slot clashes with another (issue 21.3, decision 062): the same batch, teacher or room
// (case-insensitive, not empty), or a student of both batches, on the same weekday at times that
// overlap. Only slots still running count, of batches whose dates overlap this one's from today
// on. Touching times (one ends at 10:00, the next starts at 10:00) are no clash.

/** The advisory-lock class of slot saves (two-key form: this, the weekday). */
const slotLockClass = 21_003;

/**
 * Takes the transaction's lock on each weekday given (in order, so two saves never wait on each
 * other in a circle). Every slot save takes its weekday's lock before checking for clashes, so two
 * saves of the same weekday run one after the other and the second sees the first.
 */
export async function lockWeekdays(tx: Tx, days: number[]): Promise<void> {
  for (const day of [...new Set(days)].sort((a, b) => a - b)) {
    await tx.execute(sql`select pg_advisory_xact_lock(${slotLockClass}::int, ${day}::int)`);
  }
}

export type SlotCandidate = Pick<
  SlotInput,
  'weekday' | 'startsAt' | 'endsAt' | 'room' | 'teacherId'
> & {
  batchId: number;
  /** The slot being changed (not a clash with itself); null for a new one. */
  slotId: number | null;
  batchStartsOn: string;
  batchEndsOn: string | null;
  today: string;
};

const other = alias(timetableSlots, 'other');
const otherBatch = alias(batches, 'other_batch');
const mine = alias(enrolments, 'mine');
const theirs = alias(enrolments, 'theirs');
const hhmm = (t: AnyPgColumn) => sql<string>`to_char(${t}, 'HH24:MI')`;

/** SQL: a student of batch `batchId` is also, now, in the other slot's batch. */
const sharesStudent = (batchId: number) =>
  sql<boolean>`exists (select 1 from ${enrolments} ${mine} join ${enrolments} ${theirs}
    on ${theirs.studentId} = ${mine.studentId}
    where ${mine.batchId} = ${batchId} and ${mine.status} = 'active'
      and ${theirs.batchId} = ${other.batchId} and ${theirs.status} = 'active')`;

/**
 * Refuses (409, naming the other class) a slot that clashes; the caller holds the weekday's lock
 * (`lockWeekdays`). Told in this order: the batch itself, the teacher, the room, a student.
 */
export async function refuseClash(tx: Tx, c: SlotCandidate): Promise<void> {
  const from = c.batchStartsOn > c.today ? c.batchStartsOn : c.today;
  const room = c.room.trim();
  const sameRoom = room === '' ? sql`false` : sql`lower(${other.room}) = lower(${room})`;
  const sameTeacher = c.teacherId === null ? sql`false` : eq(other.teacherId, c.teacherId);
  const rows = await tx
    .select({
      batchId: other.batchId,
      teacherId: other.teacherId,
      room: other.room,
      startsAt: hhmm(other.startsAt),
      endsAt: hhmm(other.endsAt),
      batch: sql<string>`${courses.name} || ': ' || ${otherBatch.name}`,
      teacher: sql<string>`trim(${teachers.firstName} || ' ' || ${teachers.lastName})`,
      sameRoom: sql<boolean>`${sameRoom}`,
      sharesStudent: sharesStudent(c.batchId),
    })
    .from(other)
    .innerJoin(otherBatch, eq(otherBatch.id, other.batchId))
    .innerJoin(courses, eq(courses.id, otherBatch.courseId))
    .leftJoin(teachers, eq(teachers.id, other.teacherId))
    .where(
      and(
        eq(other.weekday, c.weekday),
        lt(other.startsAt, c.endsAt),
        gt(other.endsAt, c.startsAt),
        or(isNull(other.endsOn), gt(other.endsOn, c.today)),
        c.slotId === null ? undefined : ne(other.id, c.slotId),
        c.batchEndsOn === null ? undefined : sql`${otherBatch.startsOn} <= ${c.batchEndsOn}`,
        or(isNull(otherBatch.endsOn), sql`${otherBatch.endsOn} >= ${from}`),
        or(eq(other.batchId, c.batchId), sameTeacher, sameRoom, sharesStudent(c.batchId)),
      ),
    )
    .orderBy(asc(other.startsAt), asc(other.id));
  if (rows.length === 0) return;

  const when = (r: (typeof rows)[number]) => ({
    batch: r.batch,
    weekday: weekdayNames[c.weekday - 1]!,
    time: `${r.startsAt}–${r.endsAt}`,
  });
  const ownBatch = rows.find((r) => r.batchId === c.batchId);
  if (ownBatch) throw clash('weekday', fill(slotMessages.batchClash, when(ownBatch)));
  const teacher = rows.find((r) => c.teacherId !== null && r.teacherId === c.teacherId);
  if (teacher) {
    const text = fill(slotMessages.teacherClash, { ...when(teacher), teacher: teacher.teacher });
    throw clash('teacherId', text);
  }
  const inRoom = rows.find((r) => r.sameRoom);
  if (inRoom) throw clash('room', fill(slotMessages.roomClash, { ...when(inRoom), room }));
  const shared = rows.find((r) => r.sharesStudent);
  if (shared) {
    const student = await studentOfBoth(tx, c.batchId, shared.batchId);
    throw clash('startsAt', fill(slotMessages.studentClash, { ...when(shared), student }));
  }
}

const clash = (field: string, text: string) => appError('CONFLICT', text, { [field]: [text] });

/** 'Riya Sharma (ACA-2026-0012)': a student running in both batches (first by name). */
async function studentOfBoth(tx: Tx, batchId: number, otherBatchId: number): Promise<string> {
  const [row] = await tx
    .select({
      name: sql<string>`trim(${students.firstName} || ' ' || ${students.lastName}) || coalesce(' (' || ${students.studentId} || ')', '')`,
    })
    .from(mine)
    .innerJoin(theirs, eq(theirs.studentId, mine.studentId))
    .innerJoin(students, eq(students.id, mine.studentId))
    .where(
      and(
        eq(mine.batchId, batchId),
        eq(mine.status, 'active'),
        eq(theirs.batchId, otherBatchId),
        eq(theirs.status, 'active'),
      ),
    )
    .orderBy(asc(students.firstName), asc(students.lastName), asc(students.id))
    .limit(1);
  return row?.name ?? '';
}
