import { beforeAll, describe, expect, it } from 'vitest';
import type { AttemptState } from '#shared/mock-attempts.ts';
import type { Question, QuestionInput } from '#shared/mock-question-bank.ts';
import type { TestDetail, TestInput } from '#shared/mock-test-builder.ts';
import { setupTestApp } from '../support/test-app';

// Resuming on another device at the question the student was on: the server keeps the question
// on screen, stored with the save that ends a move or by a light `PUT …/position`.
const t = setupTestApp();

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie } });
const admin = (method: Method, url: string, payload?: object) =>
  call(method, url, t.admin.cookie, payload);

const mcq = (text: string): QuestionInput => ({
  type: 'mcq',
  text,
  options: { A: 'one', B: 'two', C: 'three', D: 'four' },
  correctOption: 'B',
  subject: 'Physics',
});

const hour = 3_600_000;
let questions: Question[];
let test: TestDetail;

beforeAll(async () => {
  questions = [];
  for (const text of ['R1', 'R2', 'R3']) {
    const res = await admin('POST', '/api/admin/mock-questions', mcq(text));
    expect(res.statusCode, res.body).toBe(201);
    questions.push(res.json());
  }
  const input: TestInput = {
    title: 'Resume anywhere',
    durationMinutes: 60,
    windowStart: new Date(Date.now() - hour).toISOString(),
    windowEnd: new Date(Date.now() + hour).toISOString(),
    sections: [{ title: 'Physics', questionIds: questions.map((q) => q.id) }],
  };
  const created = await admin('POST', '/api/admin/mock-tests', input);
  expect(created.statusCode, created.body).toBe(201);
  const published = await admin('POST', `/api/admin/mock-tests/${created.json().id}/publish`);
  expect(published.statusCode, published.body).toBe(200);
  test = published.json();
});

const resume = async (cookie: string, attemptId: number): Promise<AttemptState> => {
  const res = await call('GET', `/api/student/mock-attempts/${attemptId}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const move = (cookie: string, attemptId: number, questionId: number, seq: number) =>
  call('PUT', `/api/student/mock-attempts/${attemptId}/position`, cookie, { questionId, seq });

describe('the question on screen', () => {
  it('is stored with a save or a move, returned on resume, and never goes back', async () => {
    const a = t.studentA.cookie;
    const started = await call('POST', `/api/student/mock-tests/${test.id}/attempts`, a);
    expect(started.statusCode, started.body).toBe(201);
    const attempt: AttemptState = started.json();
    expect(attempt.currentQuestionId).toBeNull();
    const [q1, q2, q3] = attempt.questions.map((q) => q.questionId) as [number, number, number];
    const id = attempt.attemptId;

    // Save & Next on question 1: the save carries the question now on screen.
    const saved = await call('PUT', `/api/student/mock-attempts/${id}/answers/${q1}`, a, {
      state: 'answered',
      answer: 'B',
      seq: 1,
      currentQuestionId: q2,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    let state = await resume(a, id);
    expect([state.currentQuestionId, state.lastSeq]).toEqual([q2, 1]);

    // A palette click to question 3 saves nothing: the light call, numbered like a save.
    const moved = await move(a, id, q3, 2);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ applied: true, seq: 2 });
    state = await resume(a, id);
    // Another device continues numbering above the move and opens question 3, answers intact.
    expect([state.currentQuestionId, state.lastSeq]).toEqual([q3, 2]);
    expect(state.questions.find((q) => q.questionId === q1)).toMatchObject({
      state: 'answered',
      answer: 'B',
    });

    // A late, older move or save changes nothing.
    expect((await move(a, id, q1, 1)).json()).toMatchObject({ applied: false });
    const late = await call('PUT', `/api/student/mock-attempts/${id}/answers/${q2}`, a, {
      state: 'not_answered',
      seq: 2,
      currentQuestionId: q2,
    });
    expect(late.statusCode, late.body).toBe(200);
    expect((await resume(a, id)).currentQuestionId).toBe(q3);

    // A question of no test of this attempt, another student's attempt: not found.
    const other = await admin('POST', '/api/admin/mock-questions', mcq('elsewhere'));
    expect((await move(a, id, other.json().id, 5)).statusCode).toBe(404);
    const badSave = await call('PUT', `/api/student/mock-attempts/${id}/answers/${q1}`, a, {
      state: 'answered',
      answer: 'C',
      seq: 6,
      currentQuestionId: other.json().id,
    });
    expect(badSave.statusCode).toBe(404);
    expect((await move(t.studentB.cookie, id, q1, 7)).statusCode).toBe(404);
    expect((await move(a, id, q1, 0)).statusCode).toBe(400);
    expect((await resume(a, id)).currentQuestionId).toBe(q3);

    // Submitted: no more moves.
    const submitted = await call('POST', `/api/student/mock-attempts/${id}/submit`, a);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const after = await move(a, id, q1, 8);
    expect([after.statusCode, after.json().code]).toEqual([409, 'ALREADY_SUBMITTED']);
  });
});
