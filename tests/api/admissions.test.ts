import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { students, users } from '#server/db/schema.ts';
import { createStudent, ensureCourses, registrationPayload } from '#server/seed/factories.ts';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
let admin: string;
let ipSeq = 1;
beforeAll(async () => {
  admin = t.admin.cookie;
  await ensureCourses(t.db, registrationPayload().courses ?? []);
});

const application = (o = {}) => {
  const p = registrationPayload({ password: 'my-own-pass-1', ...o });
  return { ...p, confirmPassword: p.password };
};
const apply = (payload: object, ip = `10.0.0.${ipSeq++}`) =>
  t.app.inject({ method: 'POST', url: '/api/admissions', payload, remoteAddress: ip });
const adminPost = (url: string, cookie = admin) =>
  t.app.inject({ method: 'POST', url, headers: { cookie } });
const studentLogin = (studentId: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/auth/student/login', payload: { studentId, password } });

async function submit(o = {}) {
  const res = await apply(application(o));
  expect(res.statusCode).toBe(201);
  const { applicationId } = res.json<{ applicationId: string }>();
  const [row] = await t.db.select().from(students).where(eq(students.studentId, applicationId));
  return row!;
}

describe('POST /api/admissions (public)', () => {
  it('stores a pending application whose applicant cannot log in yet', async () => {
    const row = await submit();
    expect(row.studentId).toMatch(/^APP-\d{4}-\d{4,}$/);
    expect(row.status).toBe('pending');
    expect((await studentLogin(row.studentId, 'my-own-pass-1')).statusCode).toBe(401);
  });

  it('answers 400 with field errors, including a mismatched confirmation', async () => {
    const res = await apply({ ...application(), confirmPassword: 'other', studentName: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      studentName: ['Please enter the student name.'],
    });
    const mismatch = await apply({ ...application(), confirmPassword: 'other' });
    expect(mismatch.json().fieldErrors).toEqual({
      confirmPassword: ['The passwords do not match.'],
    });
  });

  it("gives the same reply for a student's e-mail or phone, and stores nothing (no enumeration)", async () => {
    const s = await createStudent(t.db);
    for (const o of [{ emailAddress: s.email! }, { phoneNumber: s.phone }]) {
      const res = await apply(application(o));
      expect(res.statusCode).toBe(201);
      const { applicationId } = res.json<{ applicationId: string }>();
      expect(applicationId).toMatch(/^APP-\d{4}-\d{4,}$/);
      expect(Object.keys(res.json())).toEqual(['applicationId']);
      const rows = await t.db.select().from(students).where(eq(students.studentId, applicationId));
      expect(rows).toHaveLength(0);
    }
  });

  it('limits applications to 10 an hour from one address', async () => {
    const codes = [];
    for (let i = 0; i < 11; i++) codes.push((await apply(application(), '10.9.9.9')).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 201)).toBe(true);
    expect(codes[10]).toBe(429);
    const blocked = await apply(application(), '10.9.9.9');
    expect(blocked.json().code).toBe('RATE_LIMITED');
  });
});

describe('approve and reject', () => {
  it('approve opens the account with the password the applicant chose', async () => {
    const row = await submit();
    const res = await adminPost(`/api/students/${row.id}/approve`);
    expect(res.statusCode).toBe(200);
    const { studentId, password } = res.json<{ studentId: string; password?: string }>();
    expect(studentId).toMatch(/^ACA-/);
    expect(password).toBeUndefined();
    expect((await studentLogin(studentId, 'my-own-pass-1')).statusCode).toBe(200);
    const again = await adminPost(`/api/students/${row.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('APPLICATION_DECIDED');
  });

  it('approving an application without a login makes a password and shows it once', async () => {
    const row = await createStudent(t.db, { status: 'pending' });
    const { studentId, password } = (await adminPost(`/api/students/${row.id}/approve`)).json();
    expect((await studentLogin(studentId, password)).statusCode).toBe(200);
  });

  it('reject closes the application, and the applicant may apply again', async () => {
    const row = await submit();
    expect((await adminPost(`/api/students/${row.id}/reject`)).statusCode).toBe(204);
    const [after] = await t.db.select().from(students).where(eq(students.id, row.id));
    expect(after).toMatchObject({ status: 'rejected', userId: null });
    expect(await t.db.select().from(users).where(eq(users.id, row.userId!))).toEqual([]);
    const again = await apply(application({ emailAddress: row.email!, phoneNumber: row.phone }));
    expect(again.statusCode).toBe(201);
  });

  it('approve, reject and reset password are for admins only', async () => {
    const row = await submit();
    const { cookie } = await t.newStudent();
    for (const action of ['approve', 'reject', 'reset-password']) {
      expect((await adminPost(`/api/students/${row.id}/${action}`, cookie)).statusCode).toBe(403);
      expect((await adminPost(`/api/students/${row.id}/${action}`, '')).statusCode).toBe(401);
    }
  });
});

describe('POST /api/students/:id/reset-password', () => {
  it('sets a new random password, shown once, and ends the old sessions', async () => {
    const { cookie, student } = await t.newStudent();
    const res = await adminPost(`/api/students/${student.id}/reset-password`);
    expect(res.statusCode).toBe(200);
    const { password } = res.json<{ password: string }>();
    expect(password).toMatch(/^[A-Za-z0-9]{14}$/);
    const me = await t.app.inject({ url: '/auth/me', headers: { cookie } });
    expect(me.json().user).toBeNull();
    expect((await studentLogin(student.studentId, student.password)).statusCode).toBe(401);
    expect((await studentLogin(student.studentId, password)).statusCode).toBe(200);
  });

  it('refuses an application (409) and an unknown id (404)', async () => {
    const row = await submit();
    const application = await adminPost(`/api/students/${row.id}/reset-password`);
    expect(application.statusCode).toBe(409);
    expect(application.json().code).toBe('NOT_ACTIVE_STUDENT');
    const unknown = await adminPost('/api/students/999999/reset-password');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
  });
});
