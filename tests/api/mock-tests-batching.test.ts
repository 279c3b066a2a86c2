import pg from 'pg';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AttemptState, SubmitReply } from '#shared/mock-attempts.ts';
import type { Question, QuestionInput } from '#shared/mock-question-bank.ts';
import type { TestDetail, TestInput } from '#shared/mock-test-builder.ts';
import { setupTestApp, type StudentSession } from '../support/test-app';
import { testDbKind } from '../support/test-db';

// A batch sitting one test (docs/decisions/024): on PostgreSQL, session re-reads, starts and
// submissions arriving together share statements and transactions, each still only the student's own.
const t = setupTestApp();

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

const mcq = (text: string): QuestionInput => ({
  type: 'mcq',
  text,
  options: { A: 'one', B: 'two', C: 'three', D: 'four' },
  correctOption: 'B',
  subject: 'Physics',
});

const hour = 3_600_000;
const students: StudentSession[] = [];
let test: TestDetail;

beforeAll(async () => {
  const questions: Question[] = [];
  for (const text of ['B1', 'B2']) {
    const res = await call('POST', '/api/admin/mock-questions', t.admin.cookie, mcq(text));
    expect(res.statusCode, res.body).toBe(201);
    questions.push(res.json());
  }
  const input: TestInput = {
    title: 'Batch',
    durationMinutes: 60,
    windowStart: new Date(Date.now() - hour).toISOString(),
    windowEnd: new Date(Date.now() + hour).toISOString(),
    resultsRelease: 'immediately',
    sections: [{ title: 'Physics', questionIds: questions.map((q) => q.id) }],
  };
  const created = await call('POST', '/api/admin/mock-tests', t.admin.cookie, input);
  expect(created.statusCode, created.body).toBe(201);
  const published = await call(
    'POST',
    `/api/admin/mock-tests/${created.json().id}/publish`,
    t.admin.cookie,
  );
  expect(published.statusCode, published.body).toBe(200);
  test = published.json();
  for (let i = 0; i < 12; i++) students.push(await t.newStudent({ firstName: `Batch${i}` }));
});

afterEach(() => vi.restoreAllMocks());

const pool = () => (t.db as unknown as { $client: pg.Pool }).$client;
const start = (s: StudentSession) =>
  call('POST', `/api/student/mock-tests/${test.id}/attempts`, s.cookie);

describe('starting', () => {
  it('resumes the one attempt when a student starts twice at once', async () => {
    const s = await t.newStudent({ firstName: 'Twice' });
    const replies = await Promise.all([start(s), start(s), start(s)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    const ids = new Set(replies.map((r) => (r.json() as AttemptState).attemptId));
    expect(ids.size).toBe(1);
    const first: AttemptState = replies.find((r) => r.statusCode === 201)!.json();
    for (const r of replies) {
      const state: AttemptState = r.json();
      expect(state.questions.map((q) => q.questionId)).toEqual(
        first.questions.map((q) => q.questionId),
      );
      expect([state.attemptNumber, state.status, state.deadline]).toEqual([
        1,
        'in_progress',
        first.deadline,
      ]);
    }
  });
});

describe.runIf(testDbKind() === 'postgres')('a batch on PostgreSQL', () => {
  it('reads the sessions of requests arriving together in one statement', async () => {
    // Fresh sessions: none is in this process's cache yet.
    const fresh = await Promise.all(students.map(() => t.newStudent()));
    const query = vi.spyOn(pool(), 'query');
    const replies = await Promise.all(
      fresh.map((s) => call('GET', '/api/student/mock-tests', s.cookie)),
    );
    for (const r of replies) expect(r.statusCode, r.body).toBe(200);
    const sessionReads = query.mock.calls.filter(([q]) => /sessions/.test(JSON.stringify(q)));
    expect(sessionReads.length).toBeGreaterThan(0);
    expect(sessionReads.length).toBeLessThanOrEqual(Math.ceil(pool().options.max! / 4) + 1);
  });

  it('starts the attempts of students starting together in shared statements, each their own', async () => {
    const fresh = await Promise.all(students.map((_, i) => t.newStudent({ firstName: `Go${i}` })));
    // Their sessions read once, so the starts below arrive together.
    for (const s of fresh)
      expect((await call('GET', '/api/student/mock-tests', s.cookie)).statusCode).toBe(200);
    const query = vi.spyOn(pool(), 'query');
    const replies = await Promise.all(fresh.map(start));
    const inserts = query.mock.calls.filter(([q]) =>
      /insert into \W*mock_attempts\b/i.test(JSON.stringify(q)),
    );
    for (const r of replies) expect(r.statusCode, r.body).toBe(201);
    const states: AttemptState[] = replies.map((r) => r.json());
    expect(new Set(states.map((a) => a.attemptId)).size).toBe(fresh.length);
    expect(inserts.length).toBeGreaterThan(0);
    expect(inserts.length).toBeLessThan(fresh.length / 2);
    // Each attempt is its student's: their own call reads it, another student's is refused.
    for (const [i, s] of fresh.entries()) {
      const own = await call('GET', `/api/student/mock-attempts/${states[i]!.attemptId}`, s.cookie);
      expect(own.statusCode, own.body).toBe(200);
      expect((own.json() as AttemptState).questions).toHaveLength(2);
    }
    const other = await call(
      'GET',
      `/api/student/mock-attempts/${states[0]!.attemptId}`,
      fresh[1]!.cookie,
    );
    expect(other.statusCode).toBe(404);
    // A second start, once the first is done, resumes.
    const again = await start(fresh[0]!);
    expect([again.statusCode, (again.json() as AttemptState).attemptId]).toEqual([
      200,
      states[0]!.attemptId,
    ]);
  });

  it('submits attempts arriving together in shared transactions, each the student’s own', async () => {
    const attempts: AttemptState[] = [];
    for (const s of students) {
      const started = await call('POST', `/api/student/mock-tests/${test.id}/attempts`, s.cookie);
      expect(started.statusCode, started.body).toBe(201);
      const a: AttemptState = started.json();
      const q = a.questions[0]!.questionId;
      const saved = await call(
        'PUT',
        `/api/student/mock-attempts/${a.attemptId}/answers/${q}`,
        s.cookie,
        {
          state: 'answered',
          answer: 'B',
          seq: 1,
          timeSpentSeconds: 3,
        },
      );
      expect(saved.statusCode, saved.body).toBe(200);
      attempts.push(a);
    }
    const connect = vi.spyOn(pool(), 'connect');
    // The last student's attempt is also sent, in the same moment, by the first student.
    const [stranger, ...own] = await Promise.all([
      call(
        'POST',
        `/api/student/mock-attempts/${attempts.at(-1)!.attemptId}/submit`,
        students[0]!.cookie,
      ),
      ...students.map((s, i) =>
        call('POST', `/api/student/mock-attempts/${attempts[i]!.attemptId}/submit`, s.cookie),
      ),
    ]);
    expect(stranger!.statusCode).toBe(404);
    for (const [i, r] of own.entries()) {
      expect(r.statusCode, r.body).toBe(200);
      const reply: SubmitReply = r.json();
      expect([reply.attemptId, reply.submittedBy]).toEqual([attempts[i]!.attemptId, 'student']);
    }
    // Two transactions may run at once; the rest queue and go together.
    expect(connect.mock.calls.length).toBeLessThan(students.length / 2);
    for (const [i, s] of students.entries()) {
      const result = await call(
        'GET',
        `/api/student/mock-attempts/${attempts[i]!.attemptId}/result`,
        s.cookie,
      );
      expect(result.statusCode, result.body).toBe(200);
      expect(result.json().total.score).toBe(4);
    }
    // A repeat answers the same.
    const again = await call(
      'POST',
      `/api/student/mock-attempts/${attempts[0]!.attemptId}/submit`,
      students[0]!.cookie,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().submittedAt).toBe(own[0]!.json().submittedAt);
  });
});
