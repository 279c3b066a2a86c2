import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StudentTestsReply } from '#shared/mock-attempts.ts';
import type { AttemptResult } from '#shared/mock-results.ts';
import {
  testInputOf,
  type TestDetail,
  type TestInput,
  type TestSummary,
} from '#shared/mock-test-builder.ts';
import { createSession, defaultSessionPolicy } from '#server/data/sessions.ts';
import { users } from '#server/db/schema.ts';
import { loadDemoData } from '#server/seed/demo.ts';
import { setupTestApp } from '../tests/support/test-app';

// Issue 26, M1 (security-assessment-2026-11-27.md): the review of a mock test (keys,
// explanations, per-question outcome) reached students who could still sit the test, and their
// classmates. The report's requests, replayed on the demo data: the review now waits until the
// window has closed (decision 045). Prints `answer keys: n results in the window, 0 keys`.
const t = setupTestApp({ seed: loadDemoData });

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie } });
const admin = (method: Method, url: string, payload?: object) =>
  call(method, url, t.admin.cookie, payload);

/** Whether a reply carries any part of a key: an option key, a range or an explanation. */
const keysIn = (body: string) =>
  ['"correctOption"', '"range"', '"explanation"'].filter((k) => body.includes(k));

let resultsInWindow = 0;
let keysInWindow = 0;
async function resultOf(cookie: string, attemptId: number) {
  const res = await call('GET', `/api/student/mock-attempts/${attemptId}/result`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, result: res.json<AttemptResult>() };
}
async function expectNoKeys(cookie: string, attemptId: number) {
  const { body, result } = await resultOf(cookie, attemptId);
  resultsInWindow++;
  keysInWindow += keysIn(body).length;
  expect(keysIn(body), body.slice(0, 300)).toEqual([]);
  expect(result.review).toBeNull();
  return result;
}

async function demoStudentCookie() {
  const [me] = await t.db.select().from(users).where(eq(users.username, 'student'));
  const { token } = await createSession(t.db, me!.id, defaultSessionPolicy);
  return `academy_session=${token}`;
}

async function testsByTitle() {
  const list: TestSummary[] = (await admin('GET', '/api/admin/mock-tests')).json();
  const find = (prefix: string) => list.find((x) => x.title.startsWith(prefix))!;
  return { jee: find('JEE Main'), practice: find('Computer Basics') };
}

/** The builder's input for a test as it stands, with changes. */
async function inputOf(id: number, change: Partial<TestInput>): Promise<TestInput> {
  const d: TestDetail = (await admin('GET', `/api/admin/mock-tests/${id}`)).json();
  return { ...testInputOf(d), ...change };
}

describe('M1: mock-test keys held back while the test can still be sat', () => {
  it('gives the score of test 2 at once but no key, and no key to re-sit with', async () => {
    const cookie = await demoStudentCookie();
    const { practice } = await testsByTitle();
    const mine: StudentTestsReply = (await call('GET', '/api/student/mock-tests', cookie)).json();
    const done = mine.finished.find((x) => x.id === practice.id)!;
    // curl -b "$STU" $B/api/student/mock-attempts/5/result: was released with 5 keys.
    const first = await expectNoKeys(cookie, done.lastAttemptId!);
    expect(first).toMatchObject({ released: true, reviewAt: practice.windowEnd });
    expect(first.total).toMatchObject({ correct: 4, wrong: 1, score: 15 });

    // A second attempt (attempts left): started, submitted; still no key.
    const started = await call('POST', `/api/student/mock-tests/${practice.id}/attempts`, cookie);
    expect(started.statusCode, started.body).toBe(201);
    const { attemptId } = started.json<{ attemptId: number }>();
    const state = (await call('GET', `/api/student/mock-attempts/${attemptId}`, cookie)).body;
    expect(keysIn(state)).toEqual([]);
    const submitted = await call('POST', `/api/student/mock-attempts/${attemptId}/submit`, cookie);
    expect(submitted.statusCode, submitted.body).toBe(200);
    await expectNoKeys(cookie, attemptId);
  });

  it('gives a blank sheet of the JEE test its score and none of its 12 keys', async () => {
    const fresh = await t.newStudent({ firstName: 'Navdeep' });
    const { jee } = await testsByTitle();
    const started = await call('POST', `/api/student/mock-tests/${jee.id}/attempts`, fresh.cookie);
    expect(started.statusCode, started.body).toBe(201);
    const { attemptId } = started.json<{ attemptId: number }>();
    await call('POST', `/api/student/mock-attempts/${attemptId}/submit`, fresh.cookie);
    const result = await expectNoKeys(fresh.cookie, attemptId);
    expect(result.total).toMatchObject({ score: 0, unattempted: 12 });
    // No attempt left, but the window is open for classmates: still held.
    expect(
      (await call('GET', `/api/student/mock-tests/${jee.id}`, fresh.cookie)).json().cannotStart,
    ).toBe('NO_ATTEMPTS_LEFT');
    expect(Date.parse(result.reviewAt)).toBeGreaterThan(Date.now());
  });

  it('makes after_window the default and warns of questions shared with an open test', async () => {
    const { practice } = await testsByTitle();
    const detail: TestDetail = (await admin('GET', `/api/admin/mock-tests/${practice.id}`)).json();
    const questionIds = detail.sections.flatMap((s) => s.questions.map((q) => q.questionId));
    // A test built from the same bank questions, no release given.
    const created = await admin('POST', '/api/admin/mock-tests', {
      title: 'Shared questions',
      durationMinutes: 10,
      correctMarks: 4,
      wrongMarks: -1,
      windowStart: new Date(Date.now() - 3600_000).toISOString(),
      windowEnd: new Date(Date.now() + 3600_000).toISOString(),
      sections: [{ title: 'A', questionIds }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const shared: TestDetail = created.json();
    expect(shared.resultsRelease).toBe('after_window');
    expect(shared.sharedWith).toEqual([
      expect.objectContaining({ id: practice.id, status: 'open', sharedCount: 5 }),
    ]);
    // And the open test names the new one once it is published.
    await admin('POST', `/api/admin/mock-tests/${shared.id}/publish`);
    const again: TestDetail = (await admin('GET', `/api/admin/mock-tests/${practice.id}`)).json();
    expect(again.sharedWith.map((s) => [s.id, s.sharedCount])).toEqual([[shared.id, 5]]);
  });

  it('shows the review once the window has closed (control)', async () => {
    const cookie = await demoStudentCookie();
    const { practice } = await testsByTitle();
    const closed = await admin(
      'PUT',
      `/api/admin/mock-tests/${practice.id}`,
      await inputOf(practice.id, { windowEnd: new Date(Date.now() - 1000).toISOString() }),
    );
    expect(closed.statusCode, closed.body).toBe(200);
    const mine: StudentTestsReply = (await call('GET', '/api/student/mock-tests', cookie)).json();
    const done = mine.finished.find((x) => x.id === practice.id)!;
    const { result } = await resultOf(cookie, done.lastAttemptId!);
    expect(result.review).toHaveLength(5);
    expect(result.review!.every((q) => q.explanation !== undefined)).toBe(true);
    console.log(
      `answer keys: ${resultsInWindow} results in the window, ${keysInWindow} keys; after it closed, ${result.review!.length} questions reviewed`,
    );
  });
});
