import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/env.ts';
import { setupTestApp } from '../support/test-app';

// Security assessment 2026-11-27, L3: forgot-password told by its time who is a student (the
// known path made a token and read the language before replying), and its limits lived in memory
// (a restart reset them; N instances allowed N times as many mails).

// Jobs are only written here: what the route itself does is under test, not the job behind it.
const env = { SMTP_URL: 'smtp://127.0.0.1:9', DATA_DIR: '/nonexistent' };
const t = setupTestApp({ env, resetLimits: { perAccount: 3, perIp: 6 } });
const others: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of others) await app.close();
});

/** Another instance on the same database (or the same one after a restart). */
async function instance() {
  const app = await buildApp({
    config: loadConfig(env),
    database: t.database,
    jobs: 'enqueue',
    resetLimits: { perAccount: 3, perIp: 6 },
  });
  others.push(app);
  return app;
}

const forgot = (app: FastifyInstance, identifier: string, ip = '10.1.1.1') =>
  app.inject({
    method: 'POST',
    url: '/auth/forgot-password',
    payload: { identifier },
    remoteAddress: ip,
  });

const count = async (query: ReturnType<typeof sql>) =>
  Number((await t.db.execute<{ n: number }>(query)).rows[0]!.n);

describe('forgot password: limits in the shared store', () => {
  it('keeps an account’s count across a restart', async () => {
    const s = await t.newStudent({ email: 'limit.restart@example.in' });
    for (let i = 0; i < 3; i++) {
      expect((await forgot(t.app, s.student.studentId, `10.2.0.${i}`)).statusCode).toBe(202);
    }
    expect((await forgot(t.app, s.student.studentId, '10.2.0.9')).statusCode).toBe(429);
    // The server restarted (a new app on the same database): still refused.
    const restarted = await instance();
    const again = await forgot(restarted, s.student.studentId, '10.2.0.10');
    expect(again.statusCode).toBe(429);
    expect(again.json<{ code: string }>().code).toBe('RATE_LIMITED');
  });

  it('counts one address across two instances, not once per instance', async () => {
    const b = await instance();
    const statuses = [];
    for (let i = 0; i < 8; i++) {
      statuses.push((await forgot(i % 2 ? b : t.app, `nobody-${i}`, '10.3.3.3')).statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 202, 429, 429]);
  });
});

describe('forgot password: the same work for a known and an unknown account', () => {
  it('replies before looking the account up, and hands both to the same job', async () => {
    const s = await t.newStudent({ email: 'same.work@example.in' });
    const writes = async () => ({
      tokens: await count(sql`select count(*)::int as n from password_resets`),
      mails: await count(sql`select count(*)::int as n from outbox`),
      jobs: await count(
        sql`select count(*)::int as n from pgboss.job where name = 'password-reset-request'`,
      ),
    });
    const before = await writes();
    const known = await forgot(t.app, s.student.studentId, '10.4.0.1');
    const afterKnown = await writes();
    const unknown = await forgot(t.app, 'ACA-2099-9999', '10.4.0.2');
    const afterUnknown = await writes();

    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    // Neither reply made a token or a mail: the job does, behind the reply.
    expect(afterKnown).toEqual({ ...before, jobs: before.jobs + 1 });
    expect(afterUnknown).toEqual({ ...afterKnown, jobs: afterKnown.jobs + 1 });
    const { rows } = await t.db.execute<{ data: { identifier: string } }>(
      sql`select data from pgboss.job where name = 'password-reset-request' order by created_on`,
    );
    expect(rows.slice(-2).map((r) => r.data)).toEqual([
      { identifier: s.student.studentId.toLowerCase() },
      { identifier: 'aca-2099-9999' },
    ]);
  });
});
