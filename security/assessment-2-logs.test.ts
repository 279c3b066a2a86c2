import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { appError } from '#server/lib/app-error.ts';
import { createLogger } from '#server/lib/logger.ts';
import { createTestApp, setupTestApp } from '../tests/support/test-app';

// Issue 26, I5–I7 and I9 (security-assessment-2026-11-27.md): what the logs say, the router's
// own error bodies, and bidi controls typed into a login name. Prints
// `logs and bodies: n checks, 0 failed`.
type Line = { level: number; msg: string; [k: string]: unknown };
function capture() {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l) as Line);
      done();
    },
  });
  return { lines, logger: createLogger({ logLevel: 'info', dev: false }, stream) };
}

const logs = capture();
const t = setupTestApp({
  logger: logs.logger,
  beforeReady(app) {
    // What the password gate throws when its queue is full.
    app.get('/api/test/busy', async () => {
      throw appError('BUSY');
    });
  },
});
let checks = 0;

describe('round 2: logs, bodies and names', () => {
  it('logs a 503 BUSY at warn, without a stack trace (I5)', async () => {
    const res = await t.app.inject({ url: '/api/test/busy' });
    expect(res.statusCode).toBe(503);
    const busy = logs.lines.filter((l) => JSON.stringify(l).includes('BUSY'));
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.every((l) => l.level === 40)).toBe(true);
    expect(JSON.stringify(busy)).not.toMatch(/stack|at [^"]+\.ts:\d+/);
    checks++;
  });

  it('never logs the name typed at a failed login at info (I5)', async () => {
    const typed = 'sec-admin-5581-typed-as-name';
    for (const [url, field] of [
      ['/auth/login', 'username'],
      ['/auth/student/login', 'studentId'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: { [field]: typed, password: 'wrong-password' },
      });
      expect(res.statusCode).toBe(401);
    }
    const failed = logs.lines.filter((l) => l.msg === 'login failed');
    expect(failed.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(logs.lines)).not.toContain(typed);
    checks++;
  });

  it('answers an over-long path parameter with { code, message } (I7)', async () => {
    for (const url of [
      `/api/admin/exams/${'9'.repeat(200)}`,
      `/api/student/mock-attempts/${'1'.repeat(150)}/result`,
    ]) {
      const res = await t.app.inject({ url, headers: { cookie: t.admin.cookie } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: 'Bad request.' });
      expect(res.body).not.toContain('FST_ERR');
    }
    checks++;
  });

  it('writes out bidi controls typed into a login name in the Activity CSV and on screen (I9)', async () => {
    const name = 'invoice\u202Egnp.exe\u2066x\u2069';
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: name, password: 'wrong-password' },
    });
    expect(res.statusCode).toBe(401);
    const csv = await t.app.inject({
      url: '/api/admin/activity.csv?action=login.failure',
      headers: { cookie: t.admin.cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    expect(csv.body).toContain('invoice[U+202E]gnp.exe[U+2066]x[U+2069]');
    checks++;
  });

  it('warns at start when mail is on and PUBLIC_URL is unset (I6)', async () => {
    const own = capture();
    const app = await createTestApp({
      logger: own.logger,
      env: { SMTP_URL: 'smtp://127.0.0.1:2525' },
    });
    try {
      const warn = own.lines.filter((l) => l.level === 40 && l.msg.includes('PUBLIC_URL'));
      expect(warn).toHaveLength(1);
      expect(warn[0]!.msg).toContain('localhost');
    } finally {
      await app.close();
    }
    const quiet = capture();
    const set = await createTestApp({
      logger: quiet.logger,
      env: { SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: 'https://academy.example' },
    });
    await set.close();
    expect(quiet.lines.filter((l) => l.msg.includes('PUBLIC_URL'))).toEqual([]);
    checks++;
    console.log(`logs and bodies: ${checks} checks, 0 failed`);
  });
});
