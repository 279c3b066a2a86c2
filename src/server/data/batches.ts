import { asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { batchMessages, type Batch, type BatchInput, type BatchUpdate } from '#shared/batches.ts';
import type { Conn, Db, Tx } from '../db/client';
import { batches, courses, enrolments, teachers } from '../db/schema';
import { batchTeachers, enrolmentBatchMoves } from '../db/schema-batches';
import { isUniqueViolation, pgCodes, pgError } from '../db/pg-error';
import { appError, fieldError } from '../lib/app-error';
import { enrolledInBatch, lockBatch, seatsTaken } from './batch-placement';

// A course's batches (issue 21.2, decision 059): the admin's list, add, edit and delete. Who is
// in a batch changes through `placeInBatch` only.

const rowFields = {
  id: batches.id,
  courseId: batches.courseId,
  course: courses.name,
  name: batches.name,
  timing: batches.timing,
  room: batches.room,
  capacity: batches.capacity,
  enrolled: enrolledInBatch,
  startsOn: batches.startsOn,
  endsOn: batches.endsOn,
};

const timingOrder = sql`case ${batches.timing} when 'morning' then 1 when 'afternoon' then 2 else 3 end`;

async function batchRows(conn: Conn, where?: SQL): Promise<Batch[]> {
  const rows = await conn
    .select(rowFields)
    .from(batches)
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(where)
    .orderBy(
      asc(courses.name),
      asc(courses.id),
      timingOrder,
      asc(batches.startsOn),
      asc(batches.id),
    );
  if (rows.length === 0) return [];
  const taught = await conn
    .select({
      batchId: batchTeachers.batchId,
      id: teachers.id,
      name: sql<string>`trim(${teachers.firstName} || ' ' || ${teachers.lastName})`,
    })
    .from(batchTeachers)
    .innerJoin(teachers, eq(teachers.id, batchTeachers.teacherId))
    .where(
      inArray(
        batchTeachers.batchId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(teachers.firstName), asc(teachers.lastName), asc(teachers.id));
  const byBatch = new Map<number, Batch['teachers']>();
  for (const t of taught) {
    const list = byBatch.get(t.batchId) ?? [];
    list.push({ id: t.id, name: t.name });
    byBatch.set(t.batchId, list);
  }
  return rows.map((r) => ({ ...r, teachers: byBatch.get(r.id) ?? [] }));
}

/** Every batch, or one course's: by course, then morning, afternoon, evening. */
export async function listBatches(db: Db, courseId?: number): Promise<Batch[]> {
  return batchRows(db, courseId === undefined ? undefined : eq(batches.courseId, courseId));
}

/** The batches of these courses, in the list's order. */
export async function batchesOfCourses(conn: Conn, courseIds: number[]): Promise<Batch[]> {
  return courseIds.length === 0 ? [] : batchRows(conn, inArray(batches.courseId, courseIds));
}

/** The batches a teacher is named in (the teacher portal, issue 21.1), in the same order. */
export async function listTeacherBatches(conn: Conn, teacherId: number): Promise<Batch[]> {
  const mine = conn
    .select({ id: batchTeachers.batchId })
    .from(batchTeachers)
    .where(eq(batchTeachers.teacherId, teacherId));
  return batchRows(conn, inArray(batches.id, mine));
}

async function oneBatch(conn: Conn, id: number): Promise<Batch> {
  const [row] = await batchRows(conn, eq(batches.id, id));
  if (!row) throw appError('NOT_FOUND');
  return row;
}

/** Gives the batch exactly these teachers; an id that is no teacher is refused. */
async function setTeachers(tx: Tx, batchId: number, teacherIds: number[]): Promise<void> {
  const ids = [...new Set(teacherIds)];
  if (ids.length > 0) {
    const found = await tx
      .select({ id: teachers.id })
      .from(teachers)
      .where(inArray(teachers.id, ids));
    if (found.length !== ids.length) {
      throw fieldError('VALIDATION_FAILED', 'teacherIds', batchMessages.chooseTeacher);
    }
  }
  await tx.delete(batchTeachers).where(eq(batchTeachers.batchId, batchId));
  if (ids.length > 0) {
    await tx.insert(batchTeachers).values(ids.map((teacherId) => ({ batchId, teacherId })));
  }
}

/** Refusals the database makes when a change races past the checks (or a name is taken). */
function fromConstraint(err: unknown): unknown {
  if (isUniqueViolation(err, 'batches_course_name_idx')) {
    return fieldError('CONFLICT', 'name', batchMessages.nameTaken);
  }
  const e = pgError(err);
  if (e?.code !== pgCodes.foreignKeyViolation) return err;
  if (e.constraint === 'batches_course_id_courses_id_fk') {
    return fieldError('VALIDATION_FAILED', 'courseId', batchMessages.chooseCourse);
  }
  if (e.constraint === 'batch_teachers_teacher_id_teachers_id_fk') {
    return fieldError('VALIDATION_FAILED', 'teacherIds', batchMessages.chooseTeacher);
  }
  // A batch deleted while a student was put in it: the student keeps the batch.
  if (e.constraint?.startsWith('enrolment')) return appError('CONFLICT', batchMessages.hasStudents);
  return err;
}

async function refusingConstraints<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw fromConstraint(err);
  }
}

const fieldsOf = (b: BatchUpdate) => ({
  name: b.name,
  timing: b.timing,
  room: b.room,
  capacity: b.capacity,
  startsOn: b.startsOn,
  endsOn: b.endsOn,
});

/** Adds a batch to a course (`POST /api/batches`). */
export async function createBatch(db: Db, input: BatchInput): Promise<Batch> {
  return refusingConstraints(() =>
    db.transaction(async (tx) => {
      const [course] = await tx
        .select({ id: courses.id })
        .from(courses)
        .where(eq(courses.id, input.courseId));
      if (!course) {
        throw fieldError('VALIDATION_FAILED', 'courseId', batchMessages.chooseCourse);
      }
      const [row] = await tx
        .insert(batches)
        .values({ courseId: input.courseId, ...fieldsOf(input) })
        .returning({ id: batches.id });
      await setTeachers(tx, row!.id, input.teacherIds);
      return oneBatch(tx, row!.id);
    }),
  );
}

/**
 * Changes a batch (its course stays). The batch is locked as a placement locks it, so its seats
 * are counted with no placement half-way: a capacity below them is refused.
 */
export async function updateBatch(db: Db, id: number, input: BatchUpdate): Promise<Batch> {
  return refusingConstraints(() =>
    db.transaction(async (tx) => {
      if (!(await lockBatch(tx, id))) throw appError('NOT_FOUND');
      if (input.capacity < (await seatsTaken(tx, id))) {
        throw fieldError('CONFLICT', 'capacity', batchMessages.capacityBelowEnrolled);
      }
      await tx.update(batches).set(fieldsOf(input)).where(eq(batches.id, id));
      await setTeachers(tx, id, input.teacherIds);
      return oneBatch(tx, id);
    }),
  );
}

/**
 * Deletes a batch nobody was ever put in. One with an enrolment in it (running or ended) is
 * refused `hasStudents`; one only an enrolment's batch history names, `inHistory`: the records
 * keep it (it can be ended instead).
 */
export async function deleteBatch(db: Db, id: number): Promise<void> {
  await refusingConstraints(() =>
    db.transaction(async (tx) => {
      if (!(await lockBatch(tx, id))) throw appError('NOT_FOUND');
      const [student] = await tx
        .select({ id: enrolments.id })
        .from(enrolments)
        .where(eq(enrolments.batchId, id))
        .limit(1);
      if (student) throw appError('CONFLICT', batchMessages.hasStudents);
      const [named] = await tx
        .select({ id: enrolmentBatchMoves.id })
        .from(enrolmentBatchMoves)
        .where(or(eq(enrolmentBatchMoves.fromBatchId, id), eq(enrolmentBatchMoves.toBatchId, id)))
        .limit(1);
      if (named) throw appError('CONFLICT', batchMessages.inHistory);
      await tx.delete(batches).where(eq(batches.id, id));
    }),
  );
}
