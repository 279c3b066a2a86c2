import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCourse as createCatalogueCourse } from '#server/data/courses.ts';
import { createCourse, createStudent, registrationPayload } from '#server/seed/factories.ts';
import { courses, enrolments, teachers } from '#server/db/schema.ts';
import { courseMessages } from '#shared/courses.ts';
import type { RegistrationRecord } from '#shared/students.ts';
import { teacherMessages } from '#shared/teachers.ts';
import { courseForm } from '../support/course-helpers';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
let admin: string;
beforeAll(() => {
  admin = t.admin.cookie;
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers = {}) =>
  t.app.inject({ method, url, payload, headers: { cookie: admin, ...headers } });

async function editCourse(id: number, fields: Record<string, string>) {
  const form = await courseForm(fields, { file: null, image: null });
  return t.app.inject({
    method: 'PUT',
    url: `/api/courses/${id}`,
    ...form,
    headers: { ...form.headers, cookie: admin },
  });
}

async function registrationOf(id: number) {
  const res = await call('GET', '/get-registrations');
  return res.json<{ registrations: RegistrationRecord[] }>().registrations.find((r) => r.id === id);
}

describe('courses are held by id', () => {
  it('a renamed course shows its new name for every enrolled student and every teacher', async () => {
    const course = await createCourse(t.db, { name: 'Spoken English', code: 'SE-1' });
    const { studentId } = (
      await call(
        'POST',
        '/api/register-student',
        registrationPayload({ courses: ['spoken english'] }),
      )
    ).json<{ studentId: string }>();
    const applicant = await createStudent(t.db, { status: 'pending', courses: ['Spoken English'] });
    const teacher = await call('POST', '/add-teacher', {
      first_name: 'Navneet',
      last_name: 'Kaur',
      gender: 'Female',
      courses: 'Spoken English',
    });
    expect(teacher.json().courses).toBe('Spoken English');
    const before = await call('GET', '/get-registrations');
    const etag = before.headers.etag as string;

    const renamed = await editCourse(course.id, { name: 'Spoken English Pro', code: 'SE-1' });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const after = await call('GET', '/get-registrations', undefined, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    const list = after.json<{ registrations: RegistrationRecord[] }>().registrations;
    const registered = list.find((r) => r.student_id === studentId)!;
    expect(registered.courses).toEqual(['Spoken English Pro']);
    expect(list.find((r) => r.id === applicant.id)!.courses).toEqual(['Spoken English Pro']);
    const one = await call('GET', `/api/students/${registered.id}`);
    expect(one.json().courses).toEqual(['Spoken English Pro']);
    const staff = (await call('GET', '/get-teachers')).json<{ id: number; courses: string }[]>();
    expect(staff.find((x) => x.id === teacher.json().id)!.courses).toBe('Spoken English Pro');
    const csv = await call('GET', '/api/exports/teachers.csv');
    expect(csv.body).toContain('Navneet,Kaur,Female,Spoken English Pro');
  });

  it('refuses to delete a course with enrolments; without them it goes with its teachers', async () => {
    const course = await createCourse(t.db, { name: 'Basic Punjabi' });
    const student = await createStudent(t.db, { courses: ['Basic Punjabi'] });
    const teacher = await call('POST', '/add-teacher', {
      first_name: 'Gurmeet',
      last_name: 'Singh',
      gender: 'Male',
      courses: 'Basic Punjabi',
    });

    const refused = await call('DELETE', `/api/courses/${course.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'COURSE_HAS_ENROLMENTS',
      message: 'This course has enrolled students. Remove their enrolments before deleting it.',
    });
    expect(await t.db.select().from(courses).where(eq(courses.id, course.id))).toHaveLength(1);
    expect((await registrationOf(student.id))!.courses).toEqual(['Basic Punjabi']);

    expect((await call('DELETE', `/api/students/${student.id}`)).statusCode).toBe(204);
    expect(
      await t.db.select().from(enrolments).where(eq(enrolments.studentId, student.id)),
    ).toEqual([]);
    expect((await call('DELETE', `/api/courses/${course.id}`)).statusCode).toBe(200);
    const staff = (await call('GET', '/get-teachers')).json<{ id: number; courses: string }[]>();
    expect(staff.find((x) => x.id === teacher.json().id)!.courses).toBe('');
    const [kept] = await t.db.select().from(teachers).where(eq(teachers.id, teacher.json().id));
    expect(kept?.firstName).toBe('Gurmeet');
  });
});

describe('forms name courses from the list', () => {
  it('refuses a course name that is no course, saving nothing', async () => {
    await createCourse(t.db, { name: 'Web Designing' });
    const count = async () => (await t.db.select().from(enrolments)).length;
    const before = await count();
    const payload = registrationPayload({ courses: ['Web Designing', 'Astrology'] });
    for (const res of [
      await call('POST', '/api/register-student', payload),
      await t.app.inject({
        method: 'POST',
        url: '/api/admissions',
        payload: { ...payload, confirmPassword: payload.password },
      }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: courseMessages.unknownCourses,
        fieldErrors: { courses: [courseMessages.unknownCourses] },
      });
    }
    const teacher = await call('POST', '/add-teacher', {
      first_name: 'Harjit',
      last_name: 'Dhillon',
      gender: 'Male',
      courses: 'Astrology',
    });
    expect(teacher.statusCode).toBe(400);
    expect(teacher.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { courses: [teacherMessages.unknownCourse] },
    });
    expect(await count()).toBe(before);
    const staff = (await call('GET', '/get-teachers')).json<{ first_name: string }[]>();
    expect(staff.some((x) => x.first_name === 'Harjit')).toBe(false);
  });

  it('links a kept name once a course is renamed to it, or added with it', async () => {
    const student = await createStudent(t.db);
    await t.db.insert(enrolments).values([
      { studentId: student.id, legacyCourseName: 'Ms Office' },
      { studentId: student.id, legacyCourseName: 'Desktop Publishing' },
    ]);
    expect((await registrationOf(student.id))!.courses).toEqual([
      'Ms Office',
      'Desktop Publishing',
    ]);

    const course = await createCourse(t.db, { name: 'Office Basics' });
    expect((await editCourse(course.id, { name: 'MS Office', code: 'MSO-1' })).statusCode).toBe(
      200,
    );
    const none = { names: {}, commit: async () => {}, discard: async () => {} };
    const fields = { name: 'Desktop publishing', code: 'DTP-1', price: 900 };
    await createCatalogueCourse(
      t.db,
      { ...fields, category: '', description: '', duration: '', timings: '' },
      none,
    );

    const rows = await t.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.studentId, student.id))
      .orderBy(asc(enrolments.id));
    expect(rows.map((r) => r.legacyCourseName)).toEqual([null, null]);
    expect((await registrationOf(student.id))!.courses).toEqual([
      'MS Office',
      'Desktop publishing',
    ]);
  });
});

describe('GET /get-registrations', () => {
  it('changes its ETag when an enrolment changes, and never writes', async () => {
    const student = await createStudent(t.db, { courses: ['Tally Prime'] });
    const version = async () =>
      (
        await t.db.execute<{ v: string }>(sql`
          select md5(string_agg(xmin::text, ',' order by id)) as v from (
            select id, xmin from students union all select id, xmin from enrolments
            union all select id, xmin from courses) r`)
      ).rows[0]!.v;
    const before = await version();
    const first = await call('GET', '/get-registrations');
    expect(await version()).toBe(before);
    const etag = first.headers.etag as string;
    expect(
      (await call('GET', '/get-registrations', undefined, { 'if-none-match': etag })).statusCode,
    ).toBe(304);

    await t.db.delete(enrolments).where(eq(enrolments.studentId, student.id));
    const changed = await call('GET', '/get-registrations', undefined, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect((await registrationOf(student.id))!.courses).toEqual([]);
  });
});
