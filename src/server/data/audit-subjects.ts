import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  batches,
  contactMessages,
  courses,
  enrolments,
  notices,
  students,
  teachers,
} from '../db/schema';
import { exams } from '../db/schema-exams';
import { holidays, timetableSlots } from '../db/schema-timetable';
import { payments, receipts, feeAccounts } from '../db/schema-fees';
import { mockQuestions, mockTests } from '../db/schema-mock-tests';

// Who or what an admin's change is made to, named as it stands when the change is made (read
// before the change runs, so a deleted student is still named): the Activity screen's "to whom"
// (issue 27.16, decision 053). Names are data and stay as written; the sentence around them is
// the screen's, in the reader's language.

type Lookup = (db: Db, id: number) => Promise<string | undefined>;

const studentName = sql<string>`trim(${students.firstName} || ' ' || ${students.lastName})`;
/** 'Simran Kaur (ACA-2026-0035)'; an application (no student ID yet) by name only. */
const studentLabel = sql<string>`${studentName} || case when ${students.status} = 'active'
  then ' (' || ${students.studentId} || ')' else '' end`;

const student: Lookup = async (db, id) =>
  (await db.select({ v: studentLabel }).from(students).where(eq(students.id, id)))[0]?.v;

const enrolment: Lookup = async (db, id) =>
  (
    await db
      .select({ v: sql<string>`${studentLabel} || coalesce(', ' || ${courses.name}, '')` })
      .from(enrolments)
      .innerJoin(students, eq(students.id, enrolments.studentId))
      .leftJoin(courses, eq(courses.id, enrolments.courseId))
      .where(eq(enrolments.id, id))
  )[0]?.v;

const payment: Lookup = async (db, id) =>
  (
    await db
      .select({ v: sql<string>`coalesce(${receipts.serial} || ', ', '') || ${studentLabel}` })
      .from(payments)
      .leftJoin(receipts, eq(receipts.paymentId, payments.id))
      .innerJoin(feeAccounts, eq(feeAccounts.id, payments.accountId))
      .innerJoin(enrolments, eq(enrolments.id, feeAccounts.enrolmentId))
      .innerJoin(students, eq(students.id, enrolments.studentId))
      .where(eq(payments.id, id))
  )[0]?.v;

const course: Lookup = async (db, id) =>
  (await db.select({ v: courses.name }).from(courses).where(eq(courses.id, id)))[0]?.v;

/** A batch by its course: 'Full Stack Developer: Morning A'. */
const batch: Lookup = async (db, id) =>
  (
    await db
      .select({ v: sql<string>`${courses.name} || ': ' || ${batches.name}` })
      .from(batches)
      .innerJoin(courses, eq(courses.id, batches.courseId))
      .where(eq(batches.id, id))
  )[0]?.v;

/**
 * An enrolment put in a batch: 'Harpreet Kaur (ACA-2026-0005) → Tally Prime: Evening A', the
 * batch the request names (the student alone when it names none there is).
 */
async function placement(db: Db, id: number, body: unknown): Promise<string | undefined> {
  const [row] = await db
    .select({ v: studentLabel })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(eq(enrolments.id, id));
  if (!row) return undefined;
  const { batchId } = (body ?? {}) as { batchId?: unknown };
  const valid = typeof batchId === 'number' && Number.isInteger(batchId);
  const to =
    valid && batchId > 0 && batchId <= 2_147_483_647 ? await batch(db, batchId) : undefined;
  return to ? `${row.v} → ${to}` : row.v;
}

/** A new batch, named as `batch` names it, from the course id and name of its request. */
async function newBatch(db: Db, body: unknown): Promise<string | undefined> {
  const b = (body ?? {}) as { courseId?: unknown; name?: unknown };
  const courseId = Number.isInteger(b.courseId) ? (b.courseId as number) : 0;
  if (courseId < 1 || courseId > 2_147_483_647 || typeof b.name !== 'string') return undefined;
  const courseName = await course(db, courseId);
  return courseName && `${courseName}: ${b.name.trim()}`;
}

/** A slot by its batch: 'Tally Prime: Morning A'. */
const slot: Lookup = async (db, id) =>
  (
    await db
      .select({ v: sql<string>`${courses.name} || ': ' || ${batches.name}` })
      .from(timetableSlots)
      .innerJoin(batches, eq(batches.id, timetableSlots.batchId))
      .innerJoin(courses, eq(courses.id, batches.courseId))
      .where(eq(timetableSlots.id, id))
  )[0]?.v;

/** A holiday: 'Diwali (2026-11-08)'. */
const holiday: Lookup = async (db, id) =>
  (
    await db
      .select({ v: sql<string>`${holidays.name} || ' (' || ${holidays.on} || ')'` })
      .from(holidays)
      .where(eq(holidays.id, id))
  )[0]?.v;

/** A new holiday from its request: 'Diwali (2026-11-08)'. */
function newHoliday(body: unknown): string | undefined {
  const b = (body ?? {}) as { on?: unknown; name?: unknown };
  if (typeof b.name !== 'string' || typeof b.on !== 'string' || !b.name.trim()) return undefined;
  return `${b.name.trim()} (${b.on.trim()})`;
}

const teacher: Lookup = async (db, id) =>
  (
    await db
      .select({ v: sql<string>`trim(${teachers.firstName} || ' ' || ${teachers.lastName})` })
      .from(teachers)
      .where(eq(teachers.id, id))
  )[0]?.v;

const notice: Lookup = async (db, id) =>
  (await db.select({ v: notices.title }).from(notices).where(eq(notices.id, id)))[0]?.v;

const message: Lookup = async (db, id) =>
  (
    await db
      .select({ v: contactMessages.fromName })
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
  )[0]?.v;

const exam: Lookup = async (db, id) =>
  (
    await db
      .select({ v: sql<string>`${exams.subject} || coalesce(', ' || ${courses.name}, '')` })
      .from(exams)
      .leftJoin(courses, eq(courses.id, exams.courseId))
      .where(eq(exams.id, id))
  )[0]?.v;

const mockTest: Lookup = async (db, id) =>
  (await db.select({ v: mockTests.title }).from(mockTests).where(eq(mockTests.id, id)))[0]?.v;

const mockQuestion: Lookup = async (db, id) =>
  (
    await db
      .select({ v: sql<string>`'#' || ${mockQuestions.id} || ' ' || ${mockQuestions.subject}` })
      .from(mockQuestions)
      .where(eq(mockQuestions.id, id))
  )[0]?.v;

/** Routes whose path names the record changed: the route's start and the parameter holding it. */
const byParam: [RegExp, string, Lookup][] = [
  [/^\/api\/students\/:id(\/|$)/, 'id', student],
  [/^\/api\/enrolments\/:id(\/|$)/, 'id', enrolment],
  [/^\/api\/admin\/fees\/accounts\/:enrolmentId(\/|$)/, 'enrolmentId', enrolment],
  [/^\/api\/admin\/fees\/payments\/:id(\/|$)/, 'id', payment],
  [/^\/api\/courses\/:id$/, 'id', course],
  [/^\/api\/batches\/:id(\/slots)?$/, 'id', batch],
  [/^\/api\/classes\/:slotId\//, 'slotId', slot],
  [/^\/api\/slots\/:id$/, 'id', slot],
  [/^\/api\/holidays\/:id$/, 'id', holiday],
  [/^\/(update|delete)-teacher\/:id$/, 'id', teacher],
  [/^\/api\/notices\/:id$/, 'id', notice],
  [/^\/api\/messages\/:id$/, 'id', message],
  [/^\/api\/admin\/exams\/:id(\/|$)/, 'id', exam],
  [/^\/api\/teacher\/exams\/:id(\/|$)/, 'id', exam],
  [/^\/api\/admin\/mock-tests\/:id(\/|$)/, 'id', mockTest],
  [/^\/api\/admin\/mock-questions\/:id(\/|$)/, 'id', mockQuestion],
];

/** What a new record is called, from the request that makes it (JSON bodies only). */
function namedInBody(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const name =
    text(b.studentName) ||
    [text(b.first_name), text(b.last_name)].filter(Boolean).join(' ') ||
    text(b.title) ||
    text(b.subject);
  return name || undefined;
}

/**
 * The name of who or what a change at `route` is made to ('' when the route names nothing it
 * knows), cut to 200 characters. Call it before the change runs.
 */
export async function auditSubject(
  db: Db,
  route: string,
  params: Record<string, unknown>,
  body: unknown,
): Promise<string> {
  let found: string | undefined;
  const rule = byParam.find(([pattern]) => pattern.test(route));
  if (route === '/api/enrolments/:id/batch') {
    const id = Number(params.id);
    if (Number.isSafeInteger(id) && id > 0) found = await placement(db, id, body);
  } else if (rule) {
    const id = Number(params[rule[1]]);
    if (Number.isSafeInteger(id) && id > 0) found = await rule[2](db, id);
  } else if (route === '/api/batches') {
    found = await newBatch(db, body);
  } else if (route === '/api/holidays') {
    found = newHoliday(body);
  } else if (!route.includes(':')) {
    found = namedInBody(body);
  }
  return (found ?? '').slice(0, 200);
}
