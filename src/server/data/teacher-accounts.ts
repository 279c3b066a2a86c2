import { asc, eq, sql } from 'drizzle-orm';
import { teacherMessages } from '#shared/teachers.ts';
import { teacherLoginId, type TeacherBatch } from '#shared/teacher-portal.ts';
import type { Conn, Db } from '../db/client';
import { enrolments, students, teachers, users } from '../db/schema';
import { appError } from '../lib/app-error';
import { hashPassword, randomPassword } from '../lib/password';
import { seatIn } from './batch-placement';
import { listTeacherBatches } from './batches';
import { requirePasswordChange } from './password-changes';
import { deleteUserSessions } from './sessions';

// Teacher accounts (issue 21.1, decision 060). The admin gives a teacher a login (or a new
// password); everything the teacher portal reads is found from the session's user, never an id
// the client sends.

/**
 * Gives the teacher a login, or a new password for the one they have: a random one-time password
 * (returned once, never stored readable) that must be changed at the first login. Their sessions
 * end.
 */
export async function giveTeacherLogin(db: Db, teacherId: number) {
  const password = randomPassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(teachers)
      .where(eq(teachers.id, teacherId))
      .for('update')
      .limit(1);
    if (!row) throw appError('NOT_FOUND', teacherMessages.notFound);
    const loginId = teacherLoginId(row.id);
    let userId = row.userId;
    if (userId) {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
      await deleteUserSessions(tx, userId);
    } else {
      const displayName = `${row.firstName} ${row.lastName}`.trim();
      const [user] = await tx
        .insert(users)
        .values({ username: loginId, passwordHash, role: 'teacher', displayName })
        .returning({ id: users.id });
      userId = user!.id;
      await tx.update(teachers).set({ userId }).where(eq(teachers.id, teacherId));
    }
    await requirePasswordChange(tx, userId);
    const [user] = await tx
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return { loginId: user?.username ?? loginId, password };
  });
}

/** The teacher record of a teacher's login; 403 when the login has none (it was unlinked). */
async function teacherOfUser(conn: Conn, userId: number): Promise<number> {
  const [row] = await conn
    .select({ id: teachers.id })
    .from(teachers)
    .where(eq(teachers.userId, userId))
    .limit(1);
  if (!row) throw appError('FORBIDDEN');
  return row.id;
}

/** The session's teacher's batches. */
export async function myBatches(db: Db, userId: number) {
  return listTeacherBatches(db, await teacherOfUser(db, userId));
}

/** One of the session's teacher's batches with its students; another's (or none) is 404. */
export async function myBatch(db: Db, userId: number, batchId: number): Promise<TeacherBatch> {
  const teacherId = await teacherOfUser(db, userId);
  const batch = (await listTeacherBatches(db, teacherId)).find((b) => b.id === batchId);
  if (!batch) throw appError('NOT_FOUND');
  const rows = await db
    .select({
      name: sql<string>`trim(${students.firstName} || ' ' || ${students.lastName})`,
      studentId: students.studentId,
      phone: students.phone,
    })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(seatIn(batchId))
    .orderBy(asc(students.firstName), asc(students.lastName), asc(students.id));
  return { batch, students: rows };
}
