// Issue 27.12: the defaulters CSV carries the student's phone and a guardian's phone (given on
// the registration form), and its dates read as on the screens (dd-mm-yyyy), not ISO.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrolments, students } from '#server/db/schema.ts';
import { createCourse, registrationPayload } from '#server/seed/factories.ts';
import { istDate } from '#shared/ist.ts';
import type { RegistrationsReply } from '#shared/students.ts';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: t.admin.cookie } });
const day = 24 * 60 * 60 * 1000;
let studentId: string;
let nextDue: string;

beforeAll(async () => {
  const course = await createCourse(t.db, { name: 'Defaulters Course', price: 30000 });
  const res = await call(
    'POST',
    '/api/register-student',
    registrationPayload({
      studentName: 'Harleen Kaur',
      phoneNumber: '98140 55501',
      guardianPhone: '98140-55502',
      courses: [course.name],
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  studentId = res.json<{ studentId: string }>().studentId;
  const [row] = await t.db
    .select({ enrolmentId: enrolments.id })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(eq(students.studentId, studentId));
  // One instalment already past and unpaid (so a defaulter, and the next due), one in 40 days.
  nextDue = istDate(new Date(Date.now() - 10 * day));
  const plan = await call('PUT', `/api/admin/fees/accounts/${row!.enrolmentId}/plan`, {
    totalPaise: 3000000,
    instalments: [
      { dueOn: nextDue, amountPaise: 1000000 },
      { dueOn: istDate(new Date(Date.now() + 40 * day)), amountPaise: 2000000 },
    ],
  });
  expect(plan.statusCode, plan.body).toBe(200);
});

describe('defaulters CSV', () => {
  it('has the phone, the guardian phone and dates as dd-mm-yyyy', async () => {
    const csv = await call('GET', '/api/admin/fees/accounts.csv?status=defaulters');
    expect(csv.statusCode).toBe(200);
    const [header, ...lines] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'Student ID,Student Name,Phone,Guardian Phone,Course,Course Code,Type,Total Fee (INR),Paid (INR),Unpaid (INR),Overdue (INR),Next Due',
    );
    const line = lines.find((l) => l.startsWith(studentId))!;
    const [y, m, d] = nextDue.split('-');
    expect(line).toContain(`Harleen Kaur,9814055501,9814055502,Defaulters Course,`);
    expect(line.endsWith(`,${d}-${m}-${y}`)).toBe(true);
    expect(line).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('the guardian phone is optional, checked like the phone, and shown with the record', async () => {
    const bad = await call(
      'POST',
      '/api/register-student',
      registrationPayload({ guardianPhone: '12ab', courses: [] }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.guardianPhone).toEqual(['Please enter a valid phone number.']);
    const none = await call('POST', '/api/register-student', registrationPayload({ courses: [] }));
    expect(none.statusCode).toBe(201);
    const list = (await call('GET', '/get-registrations')).json<RegistrationsReply>();
    const harleen = list.registrations.find((r) => r.student_id === studentId);
    expect(harleen?.guardianPhone).toBe('9814055502');
  });
});
