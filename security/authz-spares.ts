import type { HTTPMethods } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { createResetToken } from '../src/server/data/accounts';
import { insertContactMessage } from '../src/server/data/contact-messages';
import { submitAttempt } from '../src/server/data/mock-submissions';
import {
  createCourse,
  createNotice,
  createStudent,
  createTeacher,
} from '../src/server/seed/factories';
import { enrolments } from '../src/server/db/schema';
import { mockAttempts } from '../src/server/db/schema-mock-tests';
import { istDate } from '../src/shared/ist';
import { minimalPptx, pngImage } from '../tests/fixtures/uploads';
import type { TestApp } from '../tests/support/test-app';
import type { Req, Role } from './authz-client';

export const today = istDate(new Date());
const hour = 3600_000;

/** A mock test open now on `courseId` (null: every student) with one question. */
export const mockTestBody = (questionId: number, courseId: number | null) => ({
  title: 'Authorization Mock',
  courseId,
  durationMinutes: 60,
  windowStart: new Date(Date.now() - hour).toISOString(),
  windowEnd: new Date(Date.now() + 5 * hour).toISOString(),
  sections: [{ title: 'Section 1', questionIds: [questionId] }],
});

export const examBody = (courseId: number) => ({
  courseId,
  type: 'mid_term',
  date: '2026-12-05',
  subject: 'Authorization Exam',
  durationMinutes: 120,
  totalMarks: 50,
  passMarks: 17,
});

export const mcqBody = {
  type: 'mcq',
  text: 'Which planet is the largest?',
  options: { A: 'Mars', B: 'Jupiter', C: 'Venus', D: 'Mercury' },
  correctOption: 'B',
  subject: 'Science',
};

let n = 0;
const unique = () => `${Date.now() % 1e6}${++n}`;

/** The fields and files of a new course for the multipart course calls. */
export async function courseParts(fields: Record<string, string> = {}) {
  const id = unique();
  return {
    fields: { name: `Authz Course ${id}`, code: `AZ-${id}`, price: '45000', ...fields },
    files: {
      file: { name: 'intro.pptx', data: minimalPptx() },
      image: { name: 'cover.png', data: await pngImage(), type: 'image/png' },
    },
  };
}

type Ok = <T = Record<string, unknown>>(role: Role, method: HTTPMethods, req: Req) => Promise<T>;
type Deps = { t: TestApp; ok: Ok; courseId: number; question: { id: number } };

/**
 * Fresh objects for calls that change or delete theirs, so every role's call reaches a live
 * object. Spare students are enrolled in a course of their own, away from A's exams.
 */
export function spareMaker({ t, ok, courseId, question }: Deps) {
  let otherCourse: Promise<{ name: string }> | undefined;
  /** Every reset token made, for the secrets scan. */
  const resetTokens: string[] = [];
  const id = (r: { id: number }) => r.id;

  const student = async () => {
    otherCourse ??= createCourse(t.db, { price: 45000 });
    const s = await createStudent(t.db, { courses: [(await otherCourse).name] });
    const [e] = await t.db.select().from(enrolments).where(eq(enrolments.studentId, s.id));
    return { id: s.id, userId: s.user!.id, studentId: s.studentId, enrolmentId: e!.id };
  };

  const mockTest = async (o: { publish?: boolean; forAll?: boolean } = {}) => {
    const test = await ok<{ id: number }>('admin', 'POST', {
      url: '/api/admin/mock-tests',
      json: mockTestBody(question.id, o.forAll ? null : courseId),
    });
    if (o.publish) await ok('admin', 'POST', { url: `/api/admin/mock-tests/${test.id}/publish` });
    return test.id;
  };

  const userA = t.studentA.student.user!.id;
  const activeAttempts = async () =>
    (
      await t.db
        .select({ id: mockAttempts.id })
        .from(mockAttempts)
        .where(and(eq(mockAttempts.userId, userA), isNull(mockAttempts.submittedAt)))
    ).map((r) => r.id);
  /** A new attempt by A at `testId` (a new open test on A's course when none is given). */
  const startAttempt = async (testId?: number) => {
    for (const a of await activeAttempts()) await submitAttempt(t.db, userA, a);
    const test = testId ?? (await mockTest({ publish: true }));
    const state = await ok<{ attemptId: number }>('studentA', 'POST', {
      url: `/api/student/mock-tests/${test}/attempts`,
    });
    return state.attemptId;
  };

  return {
    student,
    mockTest,
    course: async () => id(await createCourse(t.db)),
    application: async () => id(await createStudent(t.db, { status: 'pending' })),
    notice: async () => id(await createNotice(t.db)),
    teacher: async () => id(await createTeacher(t.db)),
    message: async () =>
      id(
        await insertContactMessage(t.db, {
          from_name: 'Spare Visitor',
          from_email: 'spare@example.in',
          course: 'Accounts Courses',
          message: 'A question.',
        }),
      ),
    resetTokens,
    resetToken: async () => {
      const token = await createResetToken(t.db, (await student()).userId);
      resetTokens.push(token);
      return token;
    },
    /** An exam on A's course with A's marks entered; published when asked. */
    exam: async (publish = false) => {
      const exam = await ok<{ id: number }>('admin', 'POST', {
        url: '/api/admin/exams',
        json: examBody(courseId),
      });
      const grid = await ok<{ rows: { enrolmentId: number }[] }>('admin', 'GET', {
        url: `/api/admin/exams/${exam.id}/marks`,
      });
      await ok('admin', 'PUT', {
        url: `/api/admin/exams/${exam.id}/marks`,
        json: { marks: grid.rows.map((r) => ({ enrolmentId: r.enrolmentId, obtained: 30 })) },
      });
      if (publish)
        await ok('admin', 'POST', {
          url: `/api/admin/exams/${exam.id}/publish`,
          json: { beforeExamDate: true },
        });
      return exam.id;
    },
    payment: async () => {
      const s = await student();
      const paid = await ok<{ payment: { id: number } }>('admin', 'POST', {
        url: `/api/admin/fees/accounts/${s.enrolmentId}/payments`,
        json: { amountPaise: 100000, paidOn: today, method: 'cash' },
      });
      return paid.payment.id;
    },
    question: async () =>
      id(
        await ok<{ id: number }>('admin', 'POST', {
          url: '/api/admin/mock-questions',
          json: mcqBody,
        }),
      ),
    attempt: startAttempt,
    /** Student A's attempt in progress (a student has one at a time); started when none is. */
    openAttempt: async () => (await activeAttempts())[0] ?? startAttempt(),
    /** Submits A's attempt in progress, so a new one may start. */
    closeAttempts: async () => {
      for (const a of await activeAttempts()) await submitAttempt(t.db, userA, a);
    },
  };
}
export type Spares = ReturnType<typeof spareMaker>;
