import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import { feeMessages } from '#shared/fees.ts';
import type { StudentListItem, StudentUpdate } from '#shared/students.ts';
import type { Conn, Db } from '../db/client';
import { pgError, pgCodes } from '../db/pg-error';
import { students, users } from '../db/schema';
import { appError, fieldError } from '../lib/app-error';
import { deleteUserSessions } from './sessions';

/** `GET /get-students` rows (and their CSV): the active students, in the spec's shape. */
export async function listStudents(db: Db): Promise<StudentListItem[]> {
  return db
    .select({
      id: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      student_id: students.studentId,
      contactNumber: students.phone,
    })
    .from(students)
    .where(eq(students.status, 'active'))
    .orderBy(asc(students.id));
}

export async function findStudent(conn: Conn, id: number) {
  const [row] = await conn.select().from(students).where(eq(students.id, id)).limit(1);
  if (!row) throw appError('NOT_FOUND', 'Student not found.');
  return row;
}

/**
 * Refuses (409) an e-mail or phone another student or application already uses. A rejected
 * application does not block anyone: it is removed so its owner can apply again.
 */
export async function assertUnique(
  conn: Conn,
  v: { email: string; phone: string },
  exceptId?: number,
): Promise<void> {
  const clash = or(sql`lower(${students.email}) = lower(${v.email})`, eq(students.phone, v.phone));
  const except = exceptId ? ne(students.id, exceptId) : undefined;
  await conn.delete(students).where(and(clash, except, eq(students.status, 'rejected')));
  const rows = await conn
    .select({ email: students.email, phone: students.phone })
    .from(students)
    .where(and(clash, except));
  if (rows.some((r) => r.email?.toLowerCase() === v.email.toLowerCase())) {
    throw fieldError('EMAIL_TAKEN', 'emailAddress');
  }
  if (rows.some((r) => r.phone === v.phone)) throw fieldError('PHONE_TAKEN', 'phoneNumber');
}

/** Turns a unique-index race (23505) that slipped past assertUnique into the same 409. */
export function uniqueViolation(err: unknown) {
  const e = pgError(err);
  if (e?.code !== pgCodes.uniqueViolation) return err;
  if (e.constraint === 'students_phone_idx') return fieldError('PHONE_TAKEN', 'phoneNumber');
  if (e.constraint === 'students_email_lower_idx') {
    return fieldError('EMAIL_TAKEN', 'emailAddress');
  }
  return appError('CONFLICT', 'This student is already registered.');
}

/** `PUT /api/students/:id`: the details StudentData's Edit dialog changes. */
export async function updateStudent(db: Db, id: number, u: StudentUpdate) {
  try {
    return await db.transaction(async (tx) => {
      const row = await findStudent(tx, id);
      await assertUnique(tx, { email: u.emailAddress, phone: u.contactNumber }, id);
      await tx
        .update(students)
        .set({
          firstName: u.firstName,
          lastName: u.lastName,
          phone: u.contactNumber,
          email: u.emailAddress,
        })
        .where(eq(students.id, id));
      if (row.userId) {
        const displayName = `${u.firstName} ${u.lastName}`.trim();
        await tx.update(users).set({ displayName }).where(eq(users.id, row.userId));
      }
      return {
        id,
        firstName: u.firstName,
        lastName: u.lastName,
        student_id: row.studentId,
        contactNumber: u.contactNumber,
      } satisfies StudentListItem;
    });
  } catch (err) {
    throw uniqueViolation(err);
  }
}

/** `DELETE /api/students/:id`: the student, their enrolments, their login and its sessions. */
export async function deleteStudent(db: Db, id: number) {
  try {
    await db.transaction(async (tx) => {
      const row = await findStudent(tx, id);
      await tx.delete(students).where(eq(students.id, id));
      if (row.userId) {
        await deleteUserSessions(tx, row.userId);
        await tx.delete(users).where(and(eq(users.id, row.userId), eq(users.role, 'student')));
      }
    });
  } catch (err) {
    // A fee account (money on record, docs/decisions/016) keeps its enrolment and so its student.
    // 23001: restrict_violation (ON DELETE RESTRICT), 23503: foreign_key_violation.
    const code = pgError(err)?.code;
    if (code === '23001' || code === pgCodes.foreignKeyViolation) {
      throw appError('CONFLICT', feeMessages.studentHasFees);
    }
    throw err;
  }
}

/**
 * `POST /api/students/:id/end-sessions`: logs the student out on every device at once (a lost
 * phone, a shared computer). Their password stays; returns how many sessions ended.
 */
export async function endStudentSessions(db: Db, id: number): Promise<number> {
  const row = await findStudent(db, id);
  return row.userId ? deleteUserSessions(db, row.userId) : 0;
}
