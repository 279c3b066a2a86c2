import { eq } from 'drizzle-orm';
import { courseMessages } from '#shared/courses.ts';
import type { AppLocale } from '#shared/intl-locale.ts';
import type { Registration } from '#shared/registration.ts';
import type { Db, Tx } from '../db/client';
import { students, users } from '../db/schema';
import { AppError, appError } from '../lib/app-error';
import { hashPassword, randomPassword } from '../lib/password';
import { assertUncommonPassword } from '../lib/password-policy';
import { placeApplicant } from './approval-batches';
import { placeRegistered } from './registration-batches';
import { enrol, resolveCourseNames } from './enrolments';
import { deleteUserSessions } from './sessions';
import { queueMessages } from './outbox';
import { nextStudentId } from './student-ids';
import { toColumns } from './student-records';
import { assertUnique, findStudent, uniqueViolation } from './students';

/**
 * An applicant's chosen password waits on a login that cannot be used: the stored hash carries
 * this prefix, so verifyPassword rejects it until approval removes the prefix.
 */
const pendingPrefix = 'pending$';

/** True for an applicant's login, which cannot be used until the application is approved. */
export const isPendingHash = (hash: string) => hash.startsWith(pendingPrefix);

async function insertUser(tx: Tx, username: string, passwordHash: string, name: string) {
  const [user] = await tx
    .insert(users)
    .values({ username, passwordHash, role: 'student', displayName: name })
    .returning({ id: users.id });
  if (!user) throw new Error('insert returned no row');
  return user.id;
}

async function insertRegistration(
  db: Db,
  r: Registration,
  passwordHash: string,
  status: 'active' | 'pending',
): Promise<string> {
  const columns = toColumns(r);
  try {
    return await db.transaction(async (tx) => {
      const courseIds = await resolveCourseNames(tx, r.courses, {
        field: 'courses',
        message: courseMessages.unknownCourses,
      });
      await assertUnique(tx, columns);
      const studentId = await nextStudentId(tx, status === 'active' ? 'ACA' : 'APP');
      const name = `${columns.firstName} ${columns.lastName}`.trim();
      const hash = status === 'active' ? passwordHash : pendingPrefix + passwordHash;
      const userId = await insertUser(tx, studentId, hash, name);
      const [row] = await tx
        .insert(students)
        .values({ ...columns, studentId, status, userId })
        .returning({ id: students.id });
      await enrol(tx, row!.id, courseIds);
      // An applicant is placed at approval; a student registered by the office, now.
      if (status === 'active') await placeRegistered(tx, row!.id, r.batches ?? []);
      return studentId;
    });
  } catch (err) {
    throw uniqueViolation(err);
  }
}

/**
 * The refusals that need no password: unknown courses and (`checkTaken`) a taken e-mail or
 * phone, asked before the password costs a hash (~0.4 s of a core, one at a time per core). The
 * insert asks again inside its transaction, so a registration racing this one is still refused.
 */
async function refuseEarly(db: Db, r: Registration, checkTaken: boolean) {
  await db.transaction(async (tx) => {
    await resolveCourseNames(tx, r.courses, {
      field: 'courses',
      message: courseMessages.unknownCourses,
    });
    if (checkTaken) await assertUnique(tx, toColumns(r));
  });
}

/** `POST /api/register-student`: an active student who can log in at once. */
export async function registerStudent(db: Db, r: Registration) {
  assertUncommonPassword(r.password);
  await refuseEarly(db, r, true);
  return insertRegistration(db, r, await hashPassword(r.password), 'active');
}

/**
 * `POST /api/admissions`: a pending application with the password the applicant chose. An e-mail
 * or phone that is already a student's (or another application's) gets the same reply as a new
 * application, a number from the series, so the public form never tells who is a student; the
 * office sees only the first application.
 */
export async function createApplication(db: Db, r: Registration) {
  assertUncommonPassword(r.password);
  // Only what tells nothing about students is refused before the hash: a taken e-mail or phone
  // must cost the same time as a new one.
  await refuseEarly(db, r, false);
  // Anyone may send one: shed (503 BUSY) rather than queue behind the logins.
  const hash = await hashPassword(r.password, { shed: true });
  try {
    return await insertRegistration(db, r, hash, 'pending');
  } catch (err) {
    if (!(err instanceof AppError) || !['EMAIL_TAKEN', 'PHONE_TAKEN'].includes(err.code)) throw err;
    return db.transaction((tx) => nextStudentId(tx, 'APP'));
  }
}

async function pendingRow(tx: Tx, id: number) {
  const row = await findStudent(tx, id);
  if (row.status !== 'pending') throw appError('APPLICATION_DECIDED');
  return row;
}

export type ApproveOptions = {
  /** The batch the office chose for a course; the applicant's other courses get one chosen. */
  batches?: readonly { courseId: number; batchId: number }[];
  /** With e-mail configured: the login page's address in a language, for the applicant's mail. */
  loginUrl?: (language: AppLocale) => string;
};

/**
 * Opens the account: a new student ID, and the login with the applicant's own password (or a
 * random one, returned once, when the application came without a login, e.g. demo data). With
 * `loginUrl` and an e-mail on the application, the applicant's mail (ID and where to log in, in
 * the language they chose, else English) is written to the outbox in the same transaction
 * (`outboxIds`: deliver them after the commit). Each course with batches gets one
 * (`placeApplicant`); a refusal there saves nothing.
 */
export async function approveApplication(db: Db, id: number, options: ApproveOptions = {}) {
  return db.transaction(async (tx) => {
    // Locked first (then the batches): two approvals of one applicant wait for each other.
    await tx.select({ id: students.id }).from(students).where(eq(students.id, id)).for('update');
    const row = await pendingRow(tx, id);
    await placeApplicant(tx, id, options.batches ?? []);
    const studentId = await nextStudentId(tx, 'ACA');
    const [user] = row.userId
      ? await tx.select().from(users).where(eq(users.id, row.userId)).limit(1)
      : [];
    let password: string | undefined;
    let userId = user?.id;
    if (user && user.passwordHash.startsWith(pendingPrefix)) {
      const passwordHash = user.passwordHash.slice(pendingPrefix.length);
      await tx
        .update(users)
        .set({ username: studentId, passwordHash })
        .where(eq(users.id, user.id));
    } else {
      password = randomPassword();
      if (user) await tx.delete(users).where(eq(users.id, user.id));
      const name = `${row.firstName} ${row.lastName}`.trim();
      userId = await insertUser(tx, studentId, await hashPassword(password), name);
    }
    await tx
      .update(students)
      .set({ status: 'active', studentId, userId })
      .where(eq(students.id, id));
    const name = `${row.firstName} ${row.lastName}`.trim();
    let outboxIds: number[] = [];
    const email = row.email?.trim();
    if (options.loginUrl && email) {
      const language = user?.language ?? 'en';
      outboxIds = await queueMessages(tx, `application-approved:${id}`, [
        {
          channel: 'email',
          recipient: email,
          recipientName: name,
          template: 'application-approved',
          language,
          variables: {
            name,
            studentId,
            link: options.loginUrl(language),
            ownPassword: password ? 'no' : 'yes',
          },
        },
      ]);
    }
    return {
      studentId,
      name,
      ...(password ? { password } : {}),
      ...(outboxIds.length > 0 ? { emailedTo: email } : {}),
      outboxIds,
    };
  });
}

/** Rejects an application; its unusable login is removed. */
export async function rejectApplication(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const row = await pendingRow(tx, id);
    await tx.update(students).set({ status: 'rejected', userId: null }).where(eq(students.id, id));
    if (row.userId) await tx.delete(users).where(eq(users.id, row.userId));
  });
}

/** Sets a new random password on an active student's login, ends their sessions, returns it once. */
export async function resetStudentPassword(db: Db, id: number) {
  const password = randomPassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const row = await findStudent(tx, id);
    if (row.status !== 'active') throw appError('NOT_ACTIVE_STUDENT');
    if (row.userId) {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
      await deleteUserSessions(tx, row.userId);
    } else {
      const name = `${row.firstName} ${row.lastName}`.trim();
      const userId = await insertUser(tx, row.studentId, passwordHash, name);
      await tx.update(students).set({ userId }).where(eq(students.id, id));
    }
  });
  return { password };
}
