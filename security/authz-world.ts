import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HTTPMethods } from 'fastify';
import { eq } from 'drizzle-orm';
import { insertContactMessage } from '../src/server/data/contact-messages';
import { createBatch } from '../src/server/data/batches';
import {
  createCourse,
  createNotice,
  createTeacher,
  createTeacherUser,
  factoryHash,
} from '../src/server/seed/factories';
import { courses, enrolments, students } from '../src/server/db/schema';
import { smtpCatcher } from '../tests/support/smtp-catcher';
import { createTestApp, type TestApp, type TestAppOptions } from '../tests/support/test-app';
import { roleClient, type Req, type Role, type RoleClient } from './authz-client';
import { courseParts, examBody, mcqBody, spareMaker, today } from './authz-spares';

/** Student A's private values: distinctive, so a reply that carries one is easy to find. */
export const privateA = {
  phone: '9876501234',
  email: 'amrit.private.record@example.in',
  address: '17 Lotus Lane, Bathinda',
  marks: '43.25',
  paidPaise: 1234500,
  upiReference: '918273645501',
};

/** Calls as a role that must answer 2xx; answers the JSON body. */
export function expectOk(client: RoleClient) {
  return async <T = Record<string, unknown>>(
    role: Role,
    method: HTTPMethods,
    req: Req,
  ): Promise<T> => {
    const res = await client.call(role, method, req, `setup ${method} ${req.url}`);
    if (res.statusCode >= 300) throw new Error(`setup ${method} ${req.url}: ${res.body}`);
    return (res.body ? res.json() : {}) as T;
  };
}

/** The reset token of a mail, if it carries one (quoted-printable: soft breaks go, '=' is '=3D'). */
function resetToken(raw: string): string | undefined {
  const text = raw.replace(/=\r?\n/g, '');
  return /token=(?:3D)?([A-Za-z0-9_-]{20,})/.exec(text)?.[1];
}

/**
 * The app with one of every object a route needs, owned by student A where a student owns it:
 * A's course (with a presentation), a published exam with A's marks, a payment with its receipt,
 * mock tests with an open and a submitted attempt, a notice, a message and a teacher. B is
 * enrolled in another course. `spare` makes a fresh object for each call that changes one.
 */
export async function buildWorld(options: Pick<TestAppOptions, 'onRoute'> = {}) {
  const mail = await smtpCatcher();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-authz-'));
  const many = { perIp: 1e6, perAccount: 1e6 };
  const t: TestApp = await createTestApp({
    env: { DATA_DIR: dataDir, SMTP_URL: mail.url, MAIL_FROM: 'office@academy.example' },
    loginLimits: many,
    resetLimits: many,
    // "Forgot password?" mails through its job and the outbox: the secrets scan reads those mails.
    jobs: 'run',
    ...options,
  });
  // The teacher role's user: a teacher with a login (issue 21.1), named in a batch below.
  const passwordHash = await factoryHash('teacher-password');
  const teacherUser = await createTeacherUser(t.db, { passwordHash });
  const client = roleClient(t, teacherUser.userId);
  const ok = expectOk(client);
  const a = t.studentA.student;
  await t.db
    .update(students)
    .set({ phone: privateA.phone, email: privateA.email, address: privateA.address })
    .where(eq(students.id, a.id));

  const course = await ok<{ id: number; name: string; presentation: string; image: string }>(
    'admin',
    'POST',
    { url: '/api/courses', form: await courseParts() },
  );
  const courseB = await ok<{ id: number }>('admin', 'POST', {
    url: '/api/courses',
    form: await courseParts(),
  });
  const [enrolA] = await t.db
    .insert(enrolments)
    .values({ studentId: a.id, courseId: course.id })
    .returning();
  await t.db.insert(enrolments).values({ studentId: t.studentB.student.id, courseId: courseB.id });
  const enrolmentA = enrolA!.id;
  // On a course of its own: a course with batches needs one for every new enrolment.
  const teacherBatch = await createBatch(t.db, {
    courseId: (await createCourse(t.db)).id,
    name: 'Authz Teacher Batch',
    timing: 'morning',
    room: 'Room 9',
    capacity: 30,
    startsOn: today,
    endsOn: null,
    teacherIds: [teacherUser.id],
  });

  const exam = await ok<{ id: number }>('admin', 'POST', {
    url: '/api/admin/exams',
    json: examBody(course.id),
  });
  await ok('admin', 'PUT', {
    url: `/api/admin/exams/${exam.id}/marks`,
    json: { marks: [{ enrolmentId: enrolmentA, obtained: Number(privateA.marks) }] },
  });
  await ok('admin', 'POST', {
    url: `/api/admin/exams/${exam.id}/publish`,
    json: { beforeExamDate: true },
  });
  const paid = await ok<{ payment: { id: number }; receipt: { id: number; serial: string } }>(
    'admin',
    'POST',
    {
      url: `/api/admin/fees/accounts/${enrolmentA}/payments`,
      json: {
        amountPaise: privateA.paidPaise,
        paidOn: today,
        method: 'upi',
        reference: privateA.upiReference,
      },
    },
  );

  const question = await ok<{ id: number }>('admin', 'POST', {
    url: '/api/admin/mock-questions',
    json: mcqBody,
  });
  const spare = spareMaker({ t, ok, courseId: course.id, question });
  const testOpen = await spare.mockTest({ publish: true });
  const testDone = await spare.mockTest({ publish: true });
  const attemptDone = await spare.attempt(testDone);
  await ok('studentA', 'PUT', {
    url: `/api/student/mock-attempts/${attemptDone}/answers/${question.id}`,
    json: { state: 'answered', answer: 'B', seq: 1 },
  });
  await ok('studentA', 'POST', { url: `/api/student/mock-attempts/${attemptDone}/submit` });

  const [{ slug } = { slug: 'none' }] = await t.db
    .select({ slug: courses.slug })
    .from(courses)
    .where(eq(courses.id, course.id));

  return {
    t,
    client,
    /** Reset tokens mailed by "Forgot password?" (for the secrets scan). */
    /** The reset tokens mailed so far. */
    get mailedTokens(): string[] {
      return mail.received.flatMap((m) => resetToken(m.raw) ?? []);
    },
    ok,
    spare,
    slug,
    course,
    courseB,
    enrolmentA,
    exam,
    payment: paid.payment,
    receipt: paid.receipt,
    question,
    testOpen,
    testDone,
    attemptDone,
    notice: await createNotice(t.db),
    message: await insertContactMessage(t.db, {
      from_name: 'Visitor',
      from_email: 'visitor@example.in',
      course: 'Accounts Courses',
      message: 'When does the next batch start?',
    }),
    teacher: await createTeacher(t.db, { courses: course.name }),
    teacherUser,
    teacherBatch,
    close: async () => {
      await t.close();
      await mail.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
export type World = Awaited<ReturnType<typeof buildWorld>>;
