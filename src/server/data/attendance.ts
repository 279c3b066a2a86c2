import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  attendanceMessages,
  countMarks,
  type AttendanceStatus,
  type Register,
  type RegisterInput,
} from '#shared/attendance.ts';
import { istDate } from '#shared/ist.ts';
import type { WeekClass } from '#shared/timetable.ts';
import type { Conn, Db } from '../db/client';
import { enrolments, students, teachers, users } from '../db/schema';
import {
  absenceEvents,
  attendanceMarks,
  classRegisters,
  timetableSlots,
} from '../db/schema-timetable';
import { auditLog } from '../db/schema-security';
import { appError, fieldError } from '../lib/app-error';
import { seatIn } from './batch-placement';
import type { TeacherMarker } from './teacher-classes';
import { classesBetween } from './timetable-week';

// Marking attendance (issue 21.4, decision 064): one register per class (decision 061), saved
// whole in one transaction; a second save replaces the marks, so it never counts twice. Absences
// become events (unique per register and student) for the guardians' alerts.

/** Who is asking: a teacher sees and saves only their own classes, until the day ends. */
export type Marker = { role: 'admin'; userId: number } | TeacherMarker;

/** What the audit line says about the request. */
export type AuditContext = {
  userId: number;
  username: string;
  role: string;
  ip: string;
  method: string;
  route: string;
  requestId: string;
};

const today = () => istDate(new Date());

/**
 * The class of a slot on a day, refused when the caller may not have its sheet: another
 * teacher's slot is "no such class" (nothing is leaked), as is an unknown slot.
 */
async function heldClass(conn: Conn, marker: Marker, slotId: number, on: string) {
  // The class itself first (one query in the usual case); the slot is read on its own only to
  // tell a day without that class from a slot that does not exist.
  const [found] = on > today() ? [] : await classesBetween(conn, on, on, { slotId });
  const teacherId = found
    ? found.teacherId
    : (
        await conn
          .select({ teacherId: timetableSlots.teacherId })
          .from(timetableSlots)
          .where(eq(timetableSlots.id, slotId))
      )[0]?.teacherId;
  if (teacherId === undefined || (marker.role === 'teacher' && teacherId !== marker.teacherId)) {
    throw appError('NOT_FOUND', attendanceMessages.noSuchClass);
  }
  if (on > today()) throw appError('CONFLICT', attendanceMessages.future);
  if (!found) throw appError('CONFLICT', attendanceMessages.notAClass);
  if (found.cancelled !== null) throw appError('CONFLICT', attendanceMessages.cancelled);
  if (found.holiday !== null) throw appError('CONFLICT', attendanceMessages.holiday);
  return found;
}

const editable = (marker: Marker, on: string) => marker.role === 'admin' || on >= today();

/** The batch's students now (active enrolments in it), by name. */
async function batchStudents(conn: Conn, batchId: number) {
  return conn
    .select({
      enrolmentId: enrolments.id,
      studentId: sql<string>`coalesce(${students.studentId}, '')`,
      name: sql<string>`trim(${students.firstName} || ' ' || ${students.lastName})`,
    })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(seatIn(batchId))
    .orderBy(asc(students.firstName), asc(students.lastName), asc(enrolments.id));
}

/** Who saved a register: the teacher's name, or the login's username for the office. */
const markerName = (userId: SQL | number) => sql<string | null>`coalesce(
  (select trim(${teachers.firstName} || ' ' || ${teachers.lastName}) from ${teachers}
    where ${teachers.userId} = ${userId} limit 1),
  (select ${users.username} from ${users} where ${users.id} = ${userId}))`;

async function registerOf(conn: Conn, slotId: number, on: string) {
  const [row] = await conn
    .select({
      id: classRegisters.id,
      at: classRegisters.updatedAt,
      by: markerName(sql`${classRegisters.markedBy}`),
    })
    .from(classRegisters)
    .where(and(eq(classRegisters.slotId, slotId), eq(classRegisters.on, on)));
  return row;
}

type Person = Awaited<ReturnType<typeof batchStudents>>[number];

function sheetOf(
  marker: Marker,
  found: WeekClass,
  people: Person[],
  register: { at: Date; by: string | null } | undefined,
  status: Map<number, AttendanceStatus>,
): Register {
  return {
    class: found,
    markedAt: register?.at.toISOString() ?? null,
    markedBy: register?.by ?? null,
    editable: editable(marker, found.on),
    students: people.map((p) => ({ ...p, status: status.get(p.enrolmentId) ?? 'present' })),
  };
}

async function sheet(conn: Conn, marker: Marker, found: WeekClass): Promise<Register> {
  const [people, register] = await Promise.all([
    batchStudents(conn, found.batchId),
    registerOf(conn, found.slotId, found.on),
  ]);
  const marks = register
    ? await conn
        .select({ enrolmentId: attendanceMarks.enrolmentId, status: attendanceMarks.status })
        .from(attendanceMarks)
        .where(eq(attendanceMarks.registerId, register.id))
    : [];
  return sheetOf(
    marker,
    found,
    people,
    register,
    new Map(marks.map((m) => [m.enrolmentId, m.status])),
  );
}

/** `GET …/register`: the sheet, everyone present until it is saved. */
export async function readRegister(
  db: Db,
  marker: Marker,
  slotId: number,
  on: string,
): Promise<Register> {
  return sheet(db, marker, await heldClass(db, marker, slotId, on));
}

const statusWords: Record<AttendanceStatus, string> = {
  present: 'present',
  absent: 'absent',
  late: 'late',
  excused: 'excused',
};

/**
 * `PUT …/register`: replaces the marks of every student of the batch, all or nothing. The
 * register row is written first (insert or update), which locks it: two saves of one class run
 * one after the other, and the second replaces the first.
 */
export async function saveRegister(
  db: Db,
  marker: Marker,
  slotId: number,
  on: string,
  input: RegisterInput,
  audit: AuditContext,
): Promise<Register> {
  return db.transaction(async (tx) => {
    const found = await heldClass(tx, marker, slotId, on);
    if (!editable(marker, on)) throw appError('CONFLICT', attendanceMessages.dayOver);
    const people = await batchStudents(tx, found.batchId);
    const given = new Map<number, AttendanceStatus>();
    for (const m of input.marks) {
      if (given.has(m.enrolmentId)) {
        throw fieldError('VALIDATION_FAILED', 'marks', attendanceMessages.twice);
      }
      given.set(m.enrolmentId, m.status);
    }
    const inBatch = new Set(people.map((p) => p.enrolmentId));
    if (input.marks.some((m) => !inBatch.has(m.enrolmentId))) {
      throw fieldError('VALIDATION_FAILED', 'marks', attendanceMessages.notInBatch);
    }
    if (people.some((p) => !given.has(p.enrolmentId))) {
      throw fieldError('VALIDATION_FAILED', 'marks', attendanceMessages.missingStudent);
    }

    const [register] = await tx
      .insert(classRegisters)
      .values({ slotId, on, markedBy: marker.userId })
      .onConflictDoUpdate({
        target: [classRegisters.slotId, classRegisters.on],
        set: { markedBy: marker.userId, updatedAt: sql`now()` },
      })
      .returning({
        id: classRegisters.id,
        created: sql<boolean>`xmax = 0`,
        at: classRegisters.updatedAt,
        by: markerName(marker.userId),
      });
    const registerId = register!.id;
    const before = register!.created
      ? []
      : await tx
          .select({ enrolmentId: attendanceMarks.enrolmentId, status: attendanceMarks.status })
          .from(attendanceMarks)
          .where(eq(attendanceMarks.registerId, registerId));

    if (input.marks.length > 0) {
      await tx
        .insert(attendanceMarks)
        .values(input.marks.map((m) => ({ registerId, ...m })))
        .onConflictDoUpdate({
          target: [attendanceMarks.registerId, attendanceMarks.enrolmentId],
          set: { status: sql`excluded.status` },
        });
    }
    const absent = input.marks.filter((m) => m.status === 'absent').map((m) => m.enrolmentId);
    const notAbsent = input.marks.filter((m) => m.status !== 'absent').map((m) => m.enrolmentId);
    if (absent.length > 0) {
      await tx
        .insert(absenceEvents)
        .values(absent.map((enrolmentId) => ({ registerId, enrolmentId })))
        .onConflictDoNothing({ target: [absenceEvents.registerId, absenceEvents.enrolmentId] });
    }
    if (notAbsent.length > 0 && before.some((b) => b.status === 'absent')) {
      // Corrected before anyone was told: the event goes. One already sent stays on record.
      await tx
        .delete(absenceEvents)
        .where(
          and(
            eq(absenceEvents.registerId, registerId),
            inArray(absenceEvents.enrolmentId, notAbsent),
            isNull(absenceEvents.notifiedAt),
          ),
        );
    }

    // The audit line: who, which class, the counts; on a later save, what changed.
    const counts = countMarks(input.marks);
    const was = new Map(before.map((b) => [b.enrolmentId, b.status]));
    const names = new Map(people.map((p) => [p.enrolmentId, p.name]));
    const changes = before.length
      ? input.marks
          .filter((m) => (was.get(m.enrolmentId) ?? 'present') !== m.status)
          .map(
            (m) =>
              `${names.get(m.enrolmentId)}: ${statusWords[was.get(m.enrolmentId) ?? 'present']} → ${statusWords[m.status]}`,
          )
      : [];
    const what = `${found.course}: ${found.batch}, ${found.on} ${found.startsAt}`;
    const tally = `present ${counts.present}, absent ${counts.absent}, late ${counts.late}, excused ${counts.excused}`;
    await tx.insert(auditLog).values({
      action: 'attendance.saved',
      userId: audit.userId,
      username: audit.username,
      role: audit.role,
      ip: audit.ip,
      method: audit.method,
      route: audit.route,
      target: `slotId=${slotId} on=${on} ${tally.replace(/, /g, ' ').replace(/ (\d)/g, '=$1')}`,
      subject: [`${what} (${tally})`, ...changes].join('; ').slice(0, 2000),
      status: 200,
      requestId: audit.requestId,
    });
    // The sheet as saved, from what this transaction knows (no second read).
    return sheetOf(marker, found, people, register, given);
  });
}
