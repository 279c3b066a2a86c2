import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courses, enrolments, students, users } from '#server/db/schema.ts';
import type { RegistrationsReply } from '#shared/students.ts';
import { createStudent, ensureCourses, registrationPayload } from '#server/seed/factories.ts';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
let admin: string;
beforeAll(async () => {
  admin = t.admin.cookie;
  await ensureCourses(t.db, ['Full Stack Developer', 'Web Designing', 'Cooking']);
});

const register = (payload: unknown, cookie = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/register-student',
    payload: payload as object,
    headers: { cookie },
  });
const count = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(students))[0]!.n;

describe('POST /api/register-student', () => {
  it('creates an active student with a unique ID who can log in at once', async () => {
    const body = registrationPayload({
      studentName: 'Simran  Kaur Gill',
      phoneNumber: '98140 12345',
    });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const { studentId } = res.json<{ studentId: string }>();
    expect(studentId).toMatch(/^ACA-\d{4}-\d{4,}$/);
    const [row] = await t.db.select().from(students).where(eq(students.studentId, studentId));
    expect(row).toMatchObject({
      status: 'active',
      firstName: 'Simran',
      lastName: 'Kaur Gill',
      phone: '9814012345',
      permanentAddress: body.address,
    });
    // The courses chosen by name are enrolments in those courses, by id, in the order given.
    const enrolled = await t.db
      .select({ name: courses.name, status: enrolments.status })
      .from(enrolments)
      .innerJoin(courses, eq(courses.id, enrolments.courseId))
      .where(eq(enrolments.studentId, row!.id))
      .orderBy(asc(enrolments.id));
    expect(enrolled).toEqual([
      { name: 'Full Stack Developer', status: 'active' },
      { name: 'Web Designing', status: 'active' },
    ]);
    const [user] = await t.db.select().from(users).where(eq(users.id, row!.userId!));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user!.passwordHash).not.toContain(body.password);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/student/login',
      payload: { studentId, password: body.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('gives concurrent registrations distinct IDs', async () => {
    const replies = await Promise.all([1, 2, 3, 4].map(() => register(registrationPayload())));
    const ids = replies.map((r) => r.json<{ studentId: string }>().studentId);
    expect(replies.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(ids).size).toBe(4);
  });

  it('answers 400 with field errors for missing or bad fields and saves nothing', async () => {
    const before = await count();
    const res = await register({
      ...registrationPayload(),
      studentName: ' ',
      emailAddress: 'not-an-email',
      sameAsPermanentAddress: false,
      permanentAddress: '',
      reason: 'x'.repeat(201),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; fieldErrors: Record<string, string[]> }>();
    expect(body.fieldErrors.studentName).toEqual(['Please enter the student name.']);
    expect(body.fieldErrors.emailAddress).toEqual(['Please enter a valid e-mail address.']);
    expect(body.fieldErrors.reason).toEqual(['Reason must be at most 200 characters.']);
    expect((await register({})).statusCode).toBe(400);
    expect((await register({ ...registrationPayload(), gender: 'Male' })).statusCode).toBe(400);
    const noPermanent = { ...registrationPayload(), sameAsPermanentAddress: false };
    expect((await register(noPermanent)).json().fieldErrors).toEqual({
      permanentAddress: ['Please enter the permanent address.'],
    });
    expect(await count()).toBe(before);
  });

  it('refuses a duplicate e-mail (any case) or phone with 409 and saves nothing', async () => {
    const first = registrationPayload();
    expect((await register(first)).statusCode).toBe(201);
    const before = await count();
    const usersBefore = (await t.db.select().from(users)).length;
    const dupEmail = await register(
      registrationPayload({ emailAddress: first.emailAddress.toUpperCase() }),
    );
    expect(dupEmail.statusCode).toBe(409);
    expect(dupEmail.json().code).toBe('EMAIL_TAKEN');
    expect(dupEmail.json().message).toBe(
      'A student with this e-mail address is already registered.',
    );
    const dupPhone = await register(registrationPayload({ phoneNumber: first.phoneNumber }));
    expect(dupPhone.statusCode).toBe(409);
    expect(dupPhone.json().code).toBe('PHONE_TAKEN');
    expect(dupPhone.json().message).toBe('A student with this phone number is already registered.');
    expect(await count()).toBe(before);
    expect((await t.db.select().from(users)).length).toBe(usersBefore);
  });

  it('is for admins only', async () => {
    const { cookie } = await t.newStudent();
    expect((await register(registrationPayload(), cookie)).statusCode).toBe(403);
    expect((await register(registrationPayload(), '')).statusCode).toBe(401);
  });
});

describe('GET /get-registrations', () => {
  it('lists students and applications with every field but the password', async () => {
    const body = registrationPayload({ password: 'a-secret-9' });
    const { studentId } = (await register(body)).json<{ studentId: string }>();
    await createStudent(t.db, { status: 'pending', courses: ['Cooking'] });
    await createStudent(t.db, { status: 'rejected' });
    const res = await t.app.inject({ url: '/get-registrations', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/password|scrypt|a-secret-9/i);
    const { registrations } = res.json<RegistrationsReply>();
    expect(registrations.every((r) => Array.isArray(r.courses))).toBe(true);
    expect(registrations.some((r) => r.status === 'rejected')).toBe(false);
    expect(registrations.some((r) => r.status === 'pending')).toBe(true);
    const mine = registrations.find((r) => r.student_id === studentId)!;
    expect(Object.keys(mine).sort()).toEqual(
      [
        'id',
        'student_id',
        'status',
        'studentName',
        'fatherName',
        'motherName',
        'dateOfBirth',
        'gender',
        'emailAddress',
        'phoneNumber',
        'guardianPhone',
        'address',
        'sameAsPermanentAddress',
        'permanentAddress',
        'highSchool',
        'intermediate',
        'bachelorDegree',
        'masterDegree',
        'additionalCertifications',
        'courses',
        'preferredTiming',
        'reason',
        'paymentMethod',
        'transactionId',
        'createdAt',
      ].sort(),
    );
    expect(mine).toMatchObject({
      studentName: 'Simran Kaur',
      courses: ['Full Stack Developer', 'Web Designing'],
      highSchool: { completed: true, boardUniversity: 'PSEB' },
      intermediate: { completed: false, instituteName: '' },
    });
  });

  it('is for admins only', async () => {
    const { cookie } = await t.newStudent();
    const asStudent = await t.app.inject({ url: '/get-registrations', headers: { cookie } });
    expect(asStudent.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/get-registrations' })).statusCode).toBe(401);
  });
});
