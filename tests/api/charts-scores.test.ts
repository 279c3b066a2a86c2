// A student's mock-test scores over time (issue 21.5, decision 066): their own scored attempts
// whose results are out, oldest first, with the test's maximum and the percentage.
import { describe, expect, it } from 'vitest';
import type { ScoreHistory } from '#shared/charts.ts';
import { mcqQuestion, mockTestCalls, type Call } from '../support/mock-test-calls';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
const inject: Call = async (method, url, cookie, payload) => {
  const res = await t.app.inject({ method, url, payload, headers: { cookie } });
  return { status: res.statusCode, body: res.body };
};

const scores = async (cookie: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/student/mock-tests/scores',
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json<ScoreHistory>().scores;
};

describe('mock-test score history', () => {
  it('is empty before any test is taken', async () => {
    expect(await scores(t.studentB.cookie)).toEqual([]);
  });

  it('lists released scores oldest first; held-back results and open attempts are left out', async () => {
    const api = mockTestCalls(inject, t.admin.cookie);
    const q1 = await api.question(mcqQuestion('Chart question one', 'A'));
    const q2 = await api.question(mcqQuestion('Chart question two', 'B'));
    const me = await t.newStudent({ firstName: 'Simran' });

    const first = await api.publishedTest([q1.id, q2.id], {
      title: 'Weekly Test 1',
      resultsRelease: 'immediately',
    });
    const a1 = await api.start(me.cookie, first.id);
    await api.answer(me.cookie, a1.attemptId, q1.id, 'A');
    await api.submit(me.cookie, a1.attemptId);

    // Results after the window: not shown yet.
    const held = await api.publishedTest([q1.id], { title: 'Held Test' });
    const h = await api.start(me.cookie, held.id);
    await api.submit(me.cookie, h.attemptId);

    const second = await api.publishedTest([q1.id, q2.id], {
      title: 'Weekly Test 2',
      resultsRelease: 'immediately',
    });
    const a2 = await api.start(me.cookie, second.id);
    await api.answer(me.cookie, a2.attemptId, q1.id, 'A');
    await api.answer(me.cookie, a2.attemptId, q2.id, 'C', 2);
    await api.submit(me.cookie, a2.attemptId);

    // Started, not submitted: no score yet.
    const open = await api.publishedTest([q1.id], { resultsRelease: 'immediately' });
    await api.start(me.cookie, open.id);

    const mine = await scores(me.cookie);
    expect(mine).toMatchObject([
      {
        attemptId: a1.attemptId,
        testId: first.id,
        title: 'Weekly Test 1',
        attemptNumber: 1,
        score: 4,
        maxScore: 8,
        percent: 50,
      },
      { attemptId: a2.attemptId, title: 'Weekly Test 2', score: 3, maxScore: 8, percent: 37.5 },
    ]);
    expect(Date.parse(mine[0]!.submittedAt)).toBeLessThanOrEqual(Date.parse(mine[1]!.submittedAt));
    // Another student's list holds none of these.
    expect(await scores(t.studentA.cookie)).toEqual([]);
  });

  it('is the student’s own: the admin and anonymous callers are refused', async () => {
    const admin = await t.app.inject({
      method: 'GET',
      url: '/api/student/mock-tests/scores',
      headers: { cookie: t.admin.cookie },
    });
    expect(admin.statusCode).toBe(403);
    const none = await t.app.inject({ method: 'GET', url: '/api/student/mock-tests/scores' });
    expect(none.statusCode).toBe(401);
  });
});
