import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStudent } from '#server/seed/factories.ts';
import { sessions, students, users } from '#server/db/schema.ts';
import type { StudentListItem } from '#shared/students.ts';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
let admin: string;
beforeAll(() => {
  admin = t.admin.cookie;
});

type Method = 'GET' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { cookie } });

describe('GET /get-students', () => {
  it('lists active students in the spec shape', async () => {
    const s = await createStudent(t.db, { firstName: 'Navjot', lastName: 'Sidhu' });
    const pending = await createStudent(t.db, { status: 'pending' });
    const res = await call('GET', '/get-students');
    expect(res.statusCode).toBe(200);
    const list = res.json<StudentListItem[]>();
    expect(list).toContainEqual({
      id: s.id,
      firstName: 'Navjot',
      lastName: 'Sidhu',
      student_id: s.studentId,
      contactNumber: s.phone,
    });
    expect(list.some((x) => x.id === pending.id)).toBe(false);
  });

  it('answers 403 for a student and 401 without a session', async () => {
    const { cookie } = await t.newStudent();
    expect((await call('GET', '/get-students', undefined, cookie)).statusCode).toBe(403);
    expect((await call('GET', '/get-students', undefined, '')).statusCode).toBe(401);
  });
});

describe('GET /api/students/:id', () => {
  it('answers one registration record without the password', async () => {
    const s = await createStudent(t.db, { firstName: 'Tanvir', lastName: 'Gill' });
    const res = await call('GET', `/api/students/${s.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: s.id,
      studentName: 'Tanvir Gill',
      emailAddress: s.email,
    });
    expect(res.body).not.toMatch(/password|scrypt/i);
    expect((await call('GET', '/api/students/999999')).statusCode).toBe(404);
    const { cookie } = await t.newStudent();
    expect((await call('GET', `/api/students/${s.id}`, undefined, cookie)).statusCode).toBe(403);
    expect((await call('GET', `/api/students/${s.id}`, undefined, '')).statusCode).toBe(401);
  });
});

describe('PUT /api/students/:id', () => {
  it('changes the details and the login display name', async () => {
    const s = await createStudent(t.db);
    const res = await call('PUT', `/api/students/${s.id}`, {
      firstName: 'Harleen',
      lastName: 'Bains',
      contactNumber: '+91 98765-11111',
      emailAddress: 'harleen.bains@example.in',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: s.id,
      firstName: 'Harleen',
      lastName: 'Bains',
      student_id: s.studentId,
      contactNumber: '+919876511111',
    });
    const [user] = await t.db.select().from(users).where(eq(users.id, s.userId!));
    expect(user!.displayName).toBe('Harleen Bains');
  });

  it('answers 400 with field errors, 409 for a taken phone, 404 for no such student', async () => {
    const a = await createStudent(t.db);
    const b = await createStudent(t.db);
    const bad = await call('PUT', `/api/students/${a.id}`, { firstName: '', contactNumber: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(
      ['contactNumber', 'emailAddress', 'firstName'].sort(),
    );
    const body = { firstName: 'A', contactNumber: b.phone, emailAddress: a.email! };
    const dup = await call('PUT', `/api/students/${a.id}`, body);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A student with this phone number is already registered.');
    const [row] = await t.db.select().from(students).where(eq(students.id, a.id));
    expect(row!.phone).toBe(a.phone);
    expect((await call('PUT', '/api/students/999999', body)).statusCode).toBe(404);
    expect((await call('PUT', '/api/students/abc', body)).statusCode).toBe(404);
  });

  it('answers 403 for a student and 401 without a session', async () => {
    const { cookie, student } = await t.newStudent();
    const body = { firstName: 'X', contactNumber: '9999999999', emailAddress: 'x@example.in' };
    expect((await call('PUT', `/api/students/${student.id}`, body, cookie)).statusCode).toBe(403);
    expect((await call('PUT', `/api/students/${student.id}`, body, '')).statusCode).toBe(401);
  });
});

describe('DELETE /api/students/:id', () => {
  it('deletes the student and their login, and ends their sessions', async () => {
    const { cookie, student } = await t.newStudent();
    expect((await call('GET', '/auth/me', undefined, cookie)).json().user).not.toBeNull();
    const res = await call('DELETE', `/api/students/${student.id}`);
    expect(res.statusCode).toBe(204);
    expect(await t.db.select().from(students).where(eq(students.id, student.id))).toEqual([]);
    expect(await t.db.select().from(users).where(eq(users.id, student.userId!))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, student.userId!))).toEqual(
      [],
    );
    expect((await call('GET', '/auth/me', undefined, cookie)).json().user).toBeNull();
    expect((await call('DELETE', `/api/students/${student.id}`)).statusCode).toBe(404);
  });

  it('answers 403 for a student and 401 without a session', async () => {
    const other = await createStudent(t.db);
    const { cookie } = await t.newStudent();
    expect((await call('DELETE', `/api/students/${other.id}`, undefined, cookie)).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/api/students/${other.id}`, undefined, '')).statusCode).toBe(401);
    expect(await t.db.select().from(students).where(eq(students.id, other.id))).toHaveLength(1);
  });
});

describe('CSV exports', () => {
  it('exports students with a header, quoting and formula protection', async () => {
    await createStudent(t.db, { firstName: '=HYPERLINK("x")', lastName: 'Kaur, Jr' });
    const res = await call('GET', '/api/exports/students.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="students-/);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFID,First Name,Last Name,Student ID,Phone Number');
    expect(res.body).toContain(`"'=HYPERLINK(""x"")","Kaur, Jr"`);
  });

  it('exports registrations without passwords', async () => {
    await createStudent(t.db, { courses: ['Cooking', 'Tally'], reason: '+1 for coding' });
    const res = await call('GET', '/api/exports/registrations.csv');
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\r\n')[0]).toMatch(/^\uFEFFID,Student ID,Status,Student Name,/);
    expect(res.body).toContain('"Cooking, Tally"');
    expect(res.body).toContain("'+1 for coding");
    expect(res.body).not.toMatch(/password|scrypt/i);
  });

  it('answers 403 for a student and 401 without a session', async () => {
    const { cookie } = await t.newStudent();
    for (const url of ['/api/exports/students.csv', '/api/exports/registrations.csv']) {
      expect((await call('GET', url, undefined, cookie)).statusCode).toBe(403);
      expect((await call('GET', url, undefined, '')).statusCode).toBe(401);
    }
  });
});
