import type { AttemptState } from '#shared/mock-attempts.ts';
import type { Question, QuestionInput } from '#shared/mock-question-bank.ts';
import type { TestDetail, TestInput } from '#shared/mock-test-builder.ts';

/**
 * The admin and student calls of a mock test, over any transport: `app.inject` in API tests,
 * `fetch` against a running server in process tests.
 */
export type Call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  cookie: string,
  payload?: object,
) => Promise<{ status: number; body: string }>;

export const mcqQuestion = (text: string, correctOption: 'A' | 'B' | 'C' | 'D') =>
  ({
    type: 'mcq',
    text,
    options: { A: 'one', B: 'two', C: 'three', D: 'four' },
    correctOption,
    explanation: `Because ${correctOption}.`,
    subject: 'Physics',
    topic: 'Kinematics',
    difficulty: 'easy',
  }) satisfies QuestionInput;

function json<T>(res: { status: number; body: string }, expected: number, what: string): T {
  if (res.status !== expected) throw new Error(`${what}: ${res.status} ${res.body}`);
  return JSON.parse(res.body) as T;
}

export function mockTestCalls(call: Call, adminCookie: string) {
  return {
    async question(input: QuestionInput): Promise<Question> {
      return json(
        await call('POST', '/api/admin/mock-questions', adminCookie, input),
        201,
        'new question',
      );
    },
    /** A published test of these questions, open from an hour ago until `windowEnd`. */
    async publishedTest(questionIds: number[], o: Partial<TestInput> = {}): Promise<TestDetail> {
      const input: TestInput = {
        title: `Mock Test ${Date.now()}`,
        durationMinutes: 60,
        windowStart: new Date(Date.now() - 3600_000).toISOString(),
        windowEnd: new Date(Date.now() + 5 * 3600_000).toISOString(),
        sections: [{ title: 'Section 1', questionIds }],
        ...o,
      };
      const test = json<TestDetail>(
        await call('POST', '/api/admin/mock-tests', adminCookie, input),
        201,
        'new test',
      );
      return json(
        await call('POST', `/api/admin/mock-tests/${test.id}/publish`, adminCookie),
        200,
        'publish',
      );
    },
    async start(cookie: string, testId: number): Promise<AttemptState> {
      return json(
        await call('POST', `/api/student/mock-tests/${testId}/attempts`, cookie),
        201,
        'start',
      );
    },
    async answer(cookie: string, attemptId: number, questionId: number, answer: string, seq = 1) {
      return json(
        await call('PUT', `/api/student/mock-attempts/${attemptId}/answers/${questionId}`, cookie, {
          state: 'answered',
          answer,
          seq,
          timeSpentSeconds: 5,
        }),
        200,
        'save',
      );
    },
    async submit(cookie: string, attemptId: number) {
      return json(
        await call('POST', `/api/student/mock-attempts/${attemptId}/submit`, cookie),
        200,
        'submit',
      );
    },
    /** Changes a question's key in a test (the scores already stored are recomputed). */
    async correctKey(testId: number, questionId: number, correctOption: 'A' | 'B' | 'C' | 'D') {
      return json(
        await call(
          'POST',
          `/api/admin/mock-tests/${testId}/questions/${questionId}/correction`,
          adminCookie,
          { correctOption, note: 'Key corrected' },
        ),
        200,
        'correction',
      );
    },
  };
}
