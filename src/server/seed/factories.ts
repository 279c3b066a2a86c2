import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { RegistrationInput } from '#shared/registration.ts';
import { hashPassword } from '../lib/password';
import type { Conn, Db } from '../db/client';
import {
  courses,
  enrolments,
  notices,
  students,
  teacherCourses,
  teachers,
  users,
} from '../db/schema';

/**
 * Factories shared by the tests, the demo data and the benchmarks. Each fills sensible, unique
 * defaults; pass `passwordHash` to skip the (deliberately slow) hash for bulk data. Courses
 * are given by name, as the forms give them, and linked by id.
 */
let seq = 0;
const unique = () =>
  `${Date.now().toString(36)}${(seq++).toString(36)}${randomBytes(2).toString('hex')}`;
// A hash at OWASP's cost takes a while: a factory hashes each distinct password once per
// process (test and demo accounts only; real passwords are hashed in the data layer).
// The default test passwords come pre-hashed at today's cost, so a test process hashes nothing
// it need not.
const factoryHashes = new Map<string, Promise<string>>([
  [
    'admin-password',
    Promise.resolve(
      '$argon2id$v=19$m=19456,t=2,p=1$9Bzx5PYilZM+Y5FPYl1lMw$nN+Uxqa0q3NJxQv4WjOBjiMmx1IiqA6bG4/SVeuhtWY',
    ),
  ],
  [
    'student-password',
    Promise.resolve(
      '$argon2id$v=19$m=19456,t=2,p=1$aqquoa8kk4xZhqtmWoPu0A$lIS58apvwoJENH1FkYZZNEqnYQelmZGsc0KONZ5jvuM',
    ),
  ],
]);
/** A (memoised) hash of a factory password: tests and demo data only. */
export const factoryHash = (password: string) => {
  if (!factoryHashes.has(password)) factoryHashes.set(password, hashPassword(password));
  return factoryHashes.get(password)!;
};
const randomPhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** A course row with unique code and slug; no uploaded files unless their stored names are given. */
export async function createCourse(conn: Conn, o: Partial<typeof courses.$inferInsert> = {}) {
  const id = unique();
  const [row] = await conn
    .insert(courses)
    .values({
      slug: `test-course-${id}`,
      code: `TC-${id.toUpperCase()}`,
      price: 12000,
      category: 'Web Technologies',
      description: 'A course made by a test.',
      duration: '3 months',
      timings: '10 AM to 12 PM',
      sortOrder: 100000,
      name: `Test Course ${id}`,
      ...o,
    })
    .returning();
  return row!;
}

/** The ids of the courses named (trimmed, any case), making a course for a name there is none. */
export async function ensureCourses(conn: Conn, names: readonly string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const name of names) {
    const [found] = await conn
      .select({ id: courses.id })
      .from(courses)
      .where(sql`lower(trim(${courses.name})) = lower(trim(${name}))`)
      .orderBy(courses.id)
      .limit(1);
    ids.push(found?.id ?? (await createCourse(conn, { name: name.trim() })).id);
  }
  return [...new Set(ids)];
}

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
      passwordHash: o.passwordHash ?? (await factoryHash(password)),
      role: 'admin',
      displayName: o.name ?? 'Office Admin',
    })
    .returning();
  return { ...row!, password };
}

export type StudentInput = Partial<typeof students.$inferInsert> & {
  password?: string;
  passwordHash?: string;
  /** Course names: each becomes an enrolment (a course is made for a name there is none). */
  courses?: readonly string[];
  /** The day the enrolments began (YYYY-MM-DD); today when left out. */
  enrolledOn?: string;
};

/** A student with a login account (status active), or an application (status pending). */
export async function createStudent(db: Db, o: StudentInput = {}) {
  const {
    password = 'student-password',
    passwordHash,
    courses: names = [],
    enrolledOn,
    ...values
  } = o;
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
              passwordHash: passwordHash ?? (await factoryHash(password)),
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
        phone: randomPhone(),
        address: 'Model Town, Ludhiana, Punjab',
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
    const courseIds = await ensureCourses(tx, names);
    if (courseIds.length > 0) {
      await tx
        .insert(enrolments)
        .values(courseIds.map((courseId) => ({ studentId: student!.id, courseId, enrolledOn })));
    }
    return { ...student!, courseIds, password, user };
  });
}

export async function createTeacher(
  db: Db,
  o: Partial<typeof teachers.$inferInsert> & { courses?: string } = {},
) {
  const { courses: name = 'Full Stack Developer', ...values } = o;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(teachers)
      .values({ firstName: 'Amandeep', lastName: 'Sharma', gender: 'Male', ...values })
      .returning();
    const [courseId] = await ensureCourses(tx, [name]);
    await tx.insert(teacherCourses).values({ teacherId: row!.id, courseId: courseId! });
    return { ...row!, courses: name, courseId: courseId! };
  });
}

/** A teacher with a login of their own (role teacher), as "Give login" makes, without its flag. */
export async function createTeacherUser(
  db: Db,
  o: { password?: string; passwordHash?: string; firstName?: string; username?: string } = {},
) {
  const teacher = await createTeacher(db, o.firstName ? { firstName: o.firstName } : {});
  const password = o.password ?? 'teacher-password';
  const [user] = await db
    .insert(users)
    .values({
      username: o.username ?? `T-${unique()}`,
      passwordHash: o.passwordHash ?? (await factoryHash(password)),
      role: 'teacher',
      displayName: `${teacher.firstName} ${teacher.lastName}`,
    })
    .returning();
  await db.update(teachers).set({ userId: user!.id }).where(eq(teachers.id, teacher.id));
  return { ...teacher, userId: user!.id, user: user!, password };
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

/** A complete, valid Registration Form body with unique e-mail and phone (tests, bench). */
export function registrationPayload(o: Partial<RegistrationInput> = {}): RegistrationInput {
  return {
    studentName: 'Simran Kaur',
    fatherName: 'Baldev Singh',
    motherName: 'Gurmeet Kaur',
    dateOfBirth: '2004-08-15',
    gender: 'female',
    emailAddress: `simran.${unique()}@example.in`,
    phoneNumber: randomPhone(),
    address: '12 Rani Jhansi Road, Ludhiana',
    sameAsPermanentAddress: true,
    permanentAddress: '',
    highSchool: {
      completed: true,
      instituteName: 'Govt. Senior Secondary School',
      boardUniversity: 'PSEB',
      yearOfPassing: '2020',
      percentageGrade: '88%',
    },
    additionalCertifications: 'CCC',
    courses: ['Full Stack Developer', 'Web Designing'],
    preferredTiming: 'evening',
    reason: 'To get a job as a web developer.',
    paymentMethod: 'UPI',
    transactionId: 'UPI-4471',
    password: 'simran-pass-1',
    ...o,
  };
}
