import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appRoot } from '#server/lib/app-root.ts';
import { passwordGate } from '#server/lib/password.ts';
import { createStudent } from '#server/seed/factories.ts';
import type { Question } from '#shared/mock-question-bank.ts';
import type { TestInput } from '#shared/mock-test-builder.ts';
import { createTestApp, setupTestApp, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait-for';

// GET /metrics (Prometheus text): who may read it, and that each figure moves when it should.
const t = setupTestApp({ loginLimits: { perAccount: 50, perIp: 500 } });
const token = 'metrics-token-for-the-test-0123';
let withToken: TestApp;
beforeAll(async () => {
  withToken = await createTestApp({ env: { METRICS_TOKEN: token, TRUST_PROXY: '1' } });
});
afterAll(() => withToken?.close());
const { slots, queue, maxWaitMs } = passwordGate;
afterEach(() => {
  Object.assign(passwordGate, { slots, queue, maxWaitMs });
});

/** The value of one series (its name and exactly these labels), 0 when it is not there yet. */
function value(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = JSON.stringify(Object.entries(labels).sort());
  for (const line of text.split('\n')) {
    const m = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const got = [...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1], l[2]]);
    if (JSON.stringify(got.sort()) === wanted) return Number(m[3]);
  }
  return 0;
}

async function scrape(app = t.app): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

describe('GET /metrics', () => {
  it("answers this machine in Prometheus's text format with the process figures", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(res.body).toContain('# TYPE nodejs_eventloop_lag_p99_seconds gauge');
    expect(res.body).toContain('# TYPE process_resident_memory_bytes gauge');
  });

  it('counts requests by method, route template and status, with a latency histogram', async () => {
    const labels = { method: 'GET', route: '/api/catalogue/:slug', status: '404' };
    const count = 'academy_http_request_duration_seconds_count';
    const before = value(await scrape(), count, labels);
    for (const slug of ['no-such-1', 'no-such-2', 'no-such-3']) {
      expect((await t.app.inject(`/api/catalogue/${slug}`)).statusCode).toBe(404);
    }
    const text = await waitFor(async () => {
      const t = await scrape();
      return value(t, count, labels) >= before + 3 && t;
    });
    expect(value(text, count, labels)).toBe(before + 3);
    const inf = value(text, 'academy_http_request_duration_seconds_bucket', {
      ...labels,
      le: '+Inf',
    });
    expect(inf).toBe(before + 3);
    expect(value(text, 'academy_http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
  });

  it('shows the PostgreSQL pool (and none on the embedded database)', async () => {
    const text = await scrape();
    if (t.database.kind === 'postgres') {
      expect(value(text, 'academy_db_pool_connections', { state: 'max' })).toBe(4);
      expect(text).toMatch(/^academy_db_pool_connections\{state="idle"\} \d+$/m);
      expect(text).toMatch(/^academy_db_pool_waiting \d+$/m);
    } else {
      expect(text).not.toContain('academy_db_pool');
    }
  });

  it('counts logins by role and result, sheds included', async () => {
    const student = await createStudent(t.db);
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/student/login',
        payload: { studentId: student.studentId, password },
      });
    const series = (result: string) => ({ role: 'student', result });
    const before = await scrape();
    expect((await login('wrong-password')).statusCode).toBe(401);
    // One hashes, none wait: the rest of a burst is shed (503 BUSY) before any hash.
    Object.assign(passwordGate, { slots: 1, queue: 0, maxWaitMs: Infinity });
    const burst = await Promise.all([1, 2, 3, 4].map((i) => login(`wrong-${i}`)));
    const shed = burst.filter((r) => r.statusCode === 503).length;
    expect(shed).toBeGreaterThan(0);
    const name = 'academy_logins_total';
    const delta = (after: string, result: string) =>
      value(after, name, series(result)) - value(before, name, series(result));
    // Counted once each reply has gone out (onResponse), which may be just after inject returns.
    const after = await waitFor(async () => {
      const text = await scrape();
      return delta(text, 'shed') + delta(text, 'failed') === 5 && text;
    });
    expect([delta(after, 'shed'), delta(after, 'failed')]).toEqual([shed, 5 - shed]);
  });

  it('counts mock-test saves, saved and refused', async () => {
    const admin = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: { cookie: t.admin.cookie } });
    const q = await admin('/api/admin/mock-questions', {
      type: 'mcq',
      text: 'Metrics question',
      options: { A: 'one', B: 'two', C: 'three', D: 'four' },
      correctOption: 'B',
      subject: 'Physics',
    });
    expect(q.statusCode, q.body).toBe(201);
    const input: TestInput = {
      title: 'Metrics test',
      durationMinutes: 60,
      windowStart: new Date(Date.now() - 3_600_000).toISOString(),
      windowEnd: new Date(Date.now() + 3_600_000).toISOString(),
      sections: [{ title: 'Physics', questionIds: [q.json<Question>().id] }],
    };
    const created = await admin('/api/admin/mock-tests', input);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    expect((await admin(`/api/admin/mock-tests/${id}/publish`, {})).statusCode).toBe(200);
    const cookie = t.studentA.cookie;
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/student/mock-tests/${id}/attempts`,
      headers: { cookie },
    });
    expect(started.statusCode, started.body).toBe(201);
    const attempt = started.json<{ attemptId: number; questions: { questionId: number }[] }>();
    const save = (questionId: number, seq: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/student/mock-attempts/${attempt.attemptId}/answers/${questionId}`,
        payload: { state: 'answered', answer: 'B', seq },
        headers: { cookie },
      });
    const name = 'academy_mock_test_saves_total';
    const before = await scrape();
    expect((await save(attempt.questions[0]!.questionId, 1)).statusCode).toBe(200);
    expect((await save(attempt.questions[0]!.questionId, 2)).statusCode).toBe(200);
    const refused = await save(999_999, 3);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    const delta = (after: string, result: string) =>
      value(after, name, { result }) - value(before, name, { result });
    const after = await waitFor(async () => {
      const text = await scrape();
      return delta(text, 'saved') + delta(text, 'refused') >= 3 && text;
    });
    expect([delta(after, 'saved'), delta(after, 'refused'), delta(after, 'error')]).toEqual([
      2, 1, 0,
    ]);
  });
});

describe('the Grafana dashboard (deploy/grafana-academy.json)', () => {
  it('charts only metrics that /metrics serves', async () => {
    const file = path.join(appRoot, 'deploy/grafana-academy.json');
    const dashboard = JSON.parse(await readFile(file, 'utf8')) as {
      panels: { targets: { expr: string }[] }[];
    };
    const exprs = dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr));
    const named = new Set(
      exprs.flatMap((e) => e.match(/\b(academy|nodejs|process)_[a-z0-9_]+/g) ?? []),
    );
    expect(named.size).toBeGreaterThanOrEqual(8);
    const text = await scrape();
    const served = (name: string) => new RegExp(`^${name}(\\{| )`, 'm').test(text);
    // The pool exists only on PostgreSQL.
    const missing = [...named].filter(
      (n) => !served(n) && !(t.database.kind === 'pglite' && n.startsWith('academy_db_pool')),
    );
    expect(missing).toEqual([]);
  });
});

describe('who may read /metrics', () => {
  const get = (app: TestApp['app'], remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

  it('refuses another machine without a token, and says how to allow it', async () => {
    const res = await get(t.app, '203.0.113.9');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringContaining('METRICS_TOKEN'),
    });
    // A token sent to a server that has none is no key.
    expect((await get(t.app, '203.0.113.9', { authorization: `Bearer ${token}` })).statusCode).toBe(
      403,
    );
  });

  it('answers another machine that sends the token, and nobody with a wrong one', async () => {
    expect(
      (await get(withToken.app, '203.0.113.9', { authorization: `Bearer ${token}` })).statusCode,
    ).toBe(200);
    for (const authorization of [
      `Bearer ${token}x`,
      `Bearer ${token.slice(1)}`,
      token,
      'Bearer ',
    ]) {
      expect((await get(withToken.app, '203.0.113.9', { authorization })).statusCode).toBe(403);
    }
  });

  it('takes "this machine" from the socket, never from a forwarded header (TRUST_PROXY=1)', async () => {
    // A stranger naming 127.0.0.1 in X-Forwarded-For is still a stranger...
    const spoofed = await get(withToken.app, '203.0.113.9', { 'x-forwarded-for': '127.0.0.1' });
    expect(spoofed.statusCode).toBe(403);
    // ...and a request nginx on this machine forwards (its socket is 127.0.0.1) needs the token.
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      expect((await get(withToken.app, '127.0.0.1', { [header]: '127.0.0.1' })).statusCode).toBe(
        403,
      );
    }
    expect((await get(withToken.app, '::ffff:127.0.0.1')).statusCode).toBe(200);
    expect((await get(withToken.app, '::1')).statusCode).toBe(200);
  });
});
