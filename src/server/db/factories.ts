import { randomBytes } from 'node:crypto';
import type { Db } from './client';
import { hashPassword } from '../lib/password';
import { notices, students, teachers, users } from './schema';

/**
 * Factories shared by the tests, the demo data and the benchmarks. Each fills sensible,
 * unique defaults; pass `passwordHash` to skip the (deliberately slow) scrypt for bulk data.
 */
let seq = 0;
const unique = () =>
  `${Date.now().toString(36)}${(seq++).toString(36)}${randomBytes(2).toString('hex')}`;

export async function createAdmin(
  db: Db,
  o: { username?: string; password?: string; passwordHash?: string; name?: string } = {},
) {
  const username = o.username ?? `admin-${unique()}`;
  const password = o.password ?? 'admin-password';
  const [row] = await db
    .insert(users)
    .values({
      username,
      passwordHash: o.passwordHash ?? (await hashPassword(password)),
      role: 'admin',
      displayName: o.name ?? 'Office Admin',
    })
    .returning();
  return { ...row!, password };
}

export type StudentInput = Partial<typeof students.$inferInsert> & {
  password?: string;
  passwordHash?: string;
};

/** A student with a login account (status active), or an application (status pending). */
export async function createStudent(db: Db, o: StudentInput = {}) {
  const { password = 'student-password', passwordHash, ...values } = o;
  const id = unique();
  const studentId = values.studentId ?? `STU-${id.toUpperCase()}`;
  const firstName = values.firstName ?? 'Harpreet';
  const lastName = values.lastName ?? 'Kaur';
  const status = values.status ?? 'active';
  return db.transaction(async (tx) => {
    const [user] =
      status === 'active'
        ? await tx
            .insert(users)
            .values({
              username: studentId,
              passwordHash: passwordHash ?? (await hashPassword(password)),
              role: 'student',
              displayName: `${firstName} ${lastName}`.trim(),
            })
            .returning()
        : [undefined];
    const [student] = await tx
      .insert(students)
      .values({
        fatherName: 'Gurdev Singh',
        motherName: 'Manjit Kaur',
        dateOfBirth: '2005-04-12',
        gender: 'female',
        email: `${id}@example.in`,
        phone: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
        address: 'Model Town, Ludhiana, Punjab',
        courses: ['Full Stack Developer'],
        preferredTiming: 'morning',
        paymentMethod: 'UPI',
        ...values,
        studentId,
        firstName,
        lastName,
        status,
        userId: user?.id ?? null,
      })
      .returning();
    return { ...student!, password, user };
  });
}

export async function createTeacher(db: Db, o: Partial<typeof teachers.$inferInsert> = {}) {
  const [row] = await db
    .insert(teachers)
    .values({
      firstName: 'Amandeep',
      lastName: 'Sharma',
      gender: 'Male',
      courses: 'Full Stack Developer',
      ...o,
    })
    .returning();
  return row!;
}

export async function createNotice(db: Db, o: Partial<typeof notices.$inferInsert> = {}) {
  const [row] = await db
    .insert(notices)
    .values({
      title: 'Holiday on Guru Nanak Jayanti',
      details: 'The academy stays closed; classes resume the next day.',
      postedBy: 'Office',
      date: new Date().toISOString().slice(0, 10),
      ...o,
    })
    .returning();
  return row!;
}
