import { beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createTeacher } from '#server/seed/factories.ts';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
let admin: string;
let student: string;
beforeAll(async () => {
  admin = t.admin.cookie;
  student = t.studentA.cookie;
  // The teacher form names a course from the list.
  await createCourse(t.db, { name: 'Tally Prime' });
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const valid = {
  id: '',
  first_name: 'Harjit',
  last_name: 'Dhillon',
  gender: 'Male',
  courses: 'Tally Prime',
};

describe('admin only', () => {
  it.each([
    ['GET', '/get-teachers'],
    ['GET', '/get-courses'],
    ['POST', '/add-teacher'],
    ['PUT', '/update-teacher/1'],
    ['DELETE', '/delete-teacher/1'],
    ['GET', '/api/exports/teachers.csv'],
  ] as [Method, string][])('%s %s: 401 anonymous, 403 student', async (method, url) => {
    const body = method === 'POST' || method === 'PUT' ? valid : undefined;
    const anon = await call(method, url, undefined, body);
    expect(anon.statusCode).toBe(401);
    expect(anon.json().code).toBe('UNAUTHENTICATED');
    const asStudent = await call(method, url, student, body);
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json().code).toBe('FORBIDDEN');
  });
});

describe('the spec calls', () => {
  it('GET /get-teachers answers the spec shape', async () => {
    const row = await createTeacher(t.db, { firstName: 'Simran', gender: 'Female' });
    const res = await call('GET', '/get-teachers', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toContainEqual({
      id: row.id,
      first_name: 'Simran',
      last_name: row.lastName,
      gender: 'Female',
      courses: row.courses,
      login_id: null,
    });
  });

  it('GET /get-courses answers id and name', async () => {
    const course = await createCourse(t.db, { name: 'Basic Computer Course' });
    const res = await call('GET', '/get-courses', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({ id: course.id, name: 'Basic Computer Course' });
    expect(Object.keys(res.json()[0]).sort()).toEqual(['id', 'name']);
  });

  it('POST /add-teacher creates, PUT /update-teacher changes, DELETE removes', async () => {
    const added = await call('POST', '/add-teacher', admin, valid);
    expect(added.statusCode).toBe(201);
    const { id } = added.json();
    expect(added.json()).toEqual({ ...valid, id, login_id: null });
    const changed = { ...valid, first_name: '  Harjeet ', gender: 'Other' };
    const updated = await call('PUT', `/update-teacher/${id}`, admin, changed);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id, first_name: 'Harjeet', gender: 'Other' });
    expect((await call('DELETE', `/delete-teacher/${id}`, admin)).statusCode).toBe(200);
    const list = (await call('GET', '/get-teachers', admin)).json() as { id: number }[];
    expect(list.some((x) => x.id === id)).toBe(false);
  });

  it('answers 404 for an unknown teacher', async () => {
    for (const res of [
      await call('PUT', '/update-teacher/999999', admin, valid),
      await call('DELETE', '/delete-teacher/999999', admin),
      await call('DELETE', '/delete-teacher/abc', admin),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });
});

describe('validation', () => {
  it('blank fields give field errors and nothing is saved', async () => {
    const before = (await call('GET', '/get-teachers', admin)).json().length;
    const res = await call('POST', '/add-teacher', admin, {
      first_name: ' ',
      last_name: '',
      courses: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual([
      'courses',
      'first_name',
      'gender',
      'last_name',
    ]);
    expect((await call('GET', '/get-teachers', admin)).json().length).toBe(before);
  });

  it('refuses a gender outside Male/Female/Other', async () => {
    const res = await call('POST', '/add-teacher', admin, { ...valid, gender: 'male' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.gender).toBeDefined();
  });

  it('refuses a too-long name and a non-JSON body', async () => {
    const long = await call('POST', '/add-teacher', admin, {
      ...valid,
      first_name: 'x'.repeat(81),
    });
    expect(long.statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: '/add-teacher',
      payload: '{bad',
      headers: { cookie: admin, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'INVALID_JSON',
      message: 'The request body is not valid JSON.',
    });
  });
});

describe('GET /api/exports/teachers.csv', () => {
  it('exports every teacher with a header, quoting and formula protection', async () => {
    const a = await createTeacher(t.db, { firstName: '=HYPERLINK("x")', lastName: 'Singh, Jr.' });
    const b = await createTeacher(t.db, {
      firstName: '@SUM(A1)',
      lastName: '+91',
      courses: '-Web "Pro"',
    });
    const res = await call('GET', '/api/exports/teachers.csv', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="teachers.csv"');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('ID,First Name,Last Name,Gender,Courses');
    expect(lines).toContain(`${a.id},"'=HYPERLINK(""x"")","Singh, Jr.",Male,Full Stack Developer`);
    expect(lines).toContain(`${b.id},'@SUM(A1),'+91,Male,"'-Web ""Pro"""`);
  });
});
