import { testInputOf, type TestDetail } from '../src/shared/mock-test-builder';
import { registrationPayload } from '../src/server/seed/factories';
import { inBatches, XssApi } from './xss-api';
import { fitting, packed, payloads, range, type FieldTally } from './xss-payloads';
import { courseFiles, studentFields, type XssCourse } from './xss-seed';

const today = () => new Date().toISOString().slice(0, 10);

type Grid = { rows: { enrolmentId: number }[] };

/** One exam per payload course, its subject the payload, marked for everyone and published. */
export async function seedExams(api: XssApi, courses: XssCourse[], t: FieldTally) {
  return inBatches(courses, 3, async (c, i) => {
    const text = payloads[c.n - 1]!;
    const subject = text.length <= 120 ? text : `Subject ${c.n}`;
    if (subject === text) t.add('exam subject');
    const exam = await api.send<{ id: number }>(
      'POST',
      '/api/admin/exams',
      {
        courseId: c.id,
        type: i % 2 === 0 ? 'mid_term' : 'final',
        date: today(),
        subject,
        durationMinutes: 60,
        totalMarks: 100,
        passMarks: 33,
      },
      201,
    );
    const grid = await api.send<Grid>('GET', `/api/admin/exams/${exam.id}/marks`);
    const marks = grid.rows.map((r) => ({ enrolmentId: r.enrolmentId, obtained: 70 }));
    await api.send('PUT', `/api/admin/exams/${exam.id}/marks`, { marks });
    await api.send('POST', `/api/admin/exams/${exam.id}/publish`);
    return exam.id;
  });
}

/**
 * One batch per payload course (issue 21.2): its name and room the course's payload where it
 * fits (60 and 40 characters), so the Batches screen shows payloads in its own fields as well as
 * in the course names. Nobody is put in them, so deleting the course deletes them.
 */
export async function seedBatches(api: XssApi, courses: XssCourse[], t: FieldTally) {
  return inBatches(courses, 4, async (c, i) => {
    const text = payloads[c.n - 1]!;
    const fits = (max: number) => text.length <= max && text.trim() === text;
    if (fits(60)) t.add('batch name');
    if (fits(40)) t.add('batch room');
    const timings = ['morning', 'afternoon', 'evening'] as const;
    const batch = await api.send<{ id: number }>(
      'POST',
      '/api/batches',
      {
        courseId: c.id,
        name: fits(60) ? text : `Batch ${c.n}`,
        timing: timings[i % 3],
        room: fits(40) ? text : `Room ${c.n}`,
        capacity: 30,
        startsOn: today(),
      },
      201,
    );
    return batch.id;
  });
}

/**
 * The records money and attempts keep for good (a paid fee account and an attempted mock test
 * cannot be deleted): one course of their own, one student in it, a payment per payload that
 * fits a reference, and a mock test with every payload in every question field.
 */
export type Kept = {
  courseId: number;
  studentId: string;
  password: string;
  enrolmentId: number;
  receiptIds: number[];
  testIds: number[];
  mainTestId: number;
  attemptId: number;
  questionIds: number[];
};

export async function seedKept(
  api: XssApi,
  baseUrl: string,
  tag: string,
  t: FieldTally,
): Promise<Kept> {
  const course = await api.send<{ id: number; name: string }>(
    'POST',
    '/api/courses',
    undefined,
    201,
    {
      name: `Xfee ${tag} ${payloads[1]}`,
      code: `XSS-${tag}-FEE`,
      price: '900000',
      category: '',
      ...(await courseFiles()),
    },
  );
  const password = `xss-kept-${tag}`;
  const { studentId } = await api.send<{ studentId: string }>(
    'POST',
    '/api/register-student',
    registrationPayload({
      ...studentFields(range(1, 6)),
      emailAddress: `xss.kept.${tag}@example.in`,
      phoneNumber: `8${String(Date.now()).slice(-9)}`,
      courses: [course.name],
      password,
    }),
    201,
  );
  const { accounts } = await api.send<{
    accounts: { enrolmentId: number; studentId: string }[];
  }>('GET', '/api/admin/fees/accounts');
  const enrolmentId = accounts.find((a) => a.studentId === studentId)!.enrolmentId;
  await api.send('PUT', `/api/admin/fees/accounts/${enrolmentId}/plan`, {
    totalPaise: 900_000_00,
    instalments: [],
  });
  const receiptIds = await inBatches(fitting(40, true), 1, async ({ text }) => {
    const paid = await api.send<{ receipt: { id: number } }>(
      'POST',
      `/api/admin/fees/accounts/${enrolmentId}/payments`,
      { amountPaise: 100_00, paidOn: today(), method: 'bank', reference: text },
      201,
    );
    t.add('payment reference');
    return paid.receipt.id;
  });
  const mock = await seedMock(api, course.id, t);
  const student = await XssApi.student(baseUrl, studentId, password);
  try {
    const attempt = await student.send<{ attemptId: number }>(
      'POST',
      `/api/student/mock-tests/${mock.mainTestId}/attempts`,
      undefined,
      201,
    );
    await student.send('POST', `/api/student/mock-attempts/${attempt.attemptId}/submit`);
    // The student's review (keys, explanations) is shown once the window has closed (decision
    // 045): close it, so the review page renders every payload.
    await closeWindow(api, mock.mainTestId);
    return {
      courseId: course.id,
      studentId,
      password,
      enrolmentId,
      receiptIds,
      ...mock,
      attemptId: attempt.attemptId,
    };
  } finally {
    await student.dispose();
  }
}

const hour = 3_600_000;

/** Ends a test's window now through the builder (allowed after attempts). */
async function closeWindow(api: XssApi, testId: number) {
  const d = await api.send<TestDetail>('GET', `/api/admin/mock-tests/${testId}`);
  await api.send('PUT', `/api/admin/mock-tests/${testId}`, {
    ...testInputOf(d),
    windowEnd: new Date(Date.now() - 1000).toISOString(),
  });
}

/** A question per payload (every field), a test per payload and one test of them all. */
async function seedMock(api: XssApi, courseId: number, t: FieldTally) {
  const questionIds = await inBatches(
    payloads.map((text, i) => ({ text, n: i + 1 })),
    4,
    async ({ text, n }) => {
      const q = await api.send<{ id: number }>(
        'POST',
        '/api/admin/mock-questions',
        {
          type: 'mcq',
          text,
          options: { A: text, B: text, C: text, D: `${n}` },
          correctOption: 'D',
          explanation: text,
          subject: text.length <= 60 ? text : `Subject ${n}`,
          topic: text.length <= 100 ? text : `Topic ${n}`,
          difficulty: 'easy',
        },
        201,
      );
      for (const f of ['question', 'option A', 'option B', 'option C', 'explanation'])
        t.add(`mock ${f}`);
      if (text.length <= 60) t.add('mock subject');
      if (text.length <= 100) t.add('mock topic');
      return q.id;
    },
  );
  const window = {
    windowStart: new Date(Date.now() - hour).toISOString(),
    windowEnd: new Date(Date.now() + 6 * hour).toISOString(),
  };
  const publish = async (body: object) => {
    const test = await api.send<{ id: number }>('POST', '/api/admin/mock-tests', body, 201);
    await api.send('POST', `/api/admin/mock-tests/${test.id}/publish`);
    return test.id;
  };
  // Tests of ten payloads each: the title and instructions hold them, a section per payload.
  const testIds = await inBatches(
    Array.from({ length: Math.ceil(payloads.length / 10) }, (_, k) =>
      range(k * 10 + 1, k * 10 + 10),
    ),
    2,
    (group) =>
      publish({
        title: packed(group, 150, t, 'mock test title'),
        courseId,
        instructions: packed(group, 10_000, t, 'mock test instructions'),
        durationMinutes: 30,
        ...window,
        sections: group.map(({ n, text }) => {
          if (text.length <= 60) t.add('mock section title');
          return {
            title: text.length <= 60 ? text : `Section ${n}`,
            questionIds: [questionIds[n - 1]],
          };
        }),
      }),
  );
  const perSection = Math.ceil(questionIds.length / 10);
  const mainTestId = await publish({
    title: `All payloads ${payloads[4]}`,
    courseId,
    instructions: payloads.join('\n'),
    durationMinutes: 60,
    ...window,
    sections: Array.from({ length: 10 }, (_, s) => ({
      title: payloads[s]!.slice(0, 60),
      questionIds: questionIds.slice(s * perSection, (s + 1) * perSection),
    })).filter((s) => s.questionIds.length > 0),
  });
  return { questionIds, testIds, mainTestId };
}
