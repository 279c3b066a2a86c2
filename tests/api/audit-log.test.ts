import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema-security.ts';
import { createAdmin } from '#server/seed/factories.ts';
import { setupTestApp } from '../support/test-app';

// Issue 10, item 3: an audit log of logins, 403s and admin changes, never a secret; every reply
// carries X-Request-Id.
const t = setupTestApp();
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('X-Request-Id', () => {
  it('is on every reply, fresh each time, never taken from the client', async () => {
    const replies = [
      await t.app.inject({ url: '/healthz' }),
      await t.app.inject({ url: '/api/nope' }),
      await t.app.inject({ url: '/api/admin/summary', headers: { 'x-request-id': 'forged' } }),
      await t.app.inject({ method: 'POST', url: '/api/contact', payload: {} }),
    ];
    const ids = replies.map((r) => String(r.headers['x-request-id']));
    for (const id of ids) expect(id).toMatch(uuid);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('audit log', () => {
  it('records logins, failures, 403s and admin changes, with no secret in any row', async () => {
    const admin = await createAdmin(t.db, { username: 'audit-admin' });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'audit-admin', password: admin.password },
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'audit-admin', password: 'Wrong-Secret-77' },
    });
    expect([ok.statusCode, bad.statusCode]).toEqual([200, 401]);
    await t.app.inject({ url: '/api/admin/summary', headers: { cookie: t.studentA.cookie } });
    const notice = await t.app.inject({
      method: 'POST',
      url: '/api/notices',
      headers: { cookie: t.admin.cookie },
      payload: {
        title: 'Holiday',
        details: 'Closed on Friday.',
        postedBy: 'Office',
        date: '2026-11-27',
      },
    });
    expect(notice.statusCode).toBe(201);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/notices/${notice.json().id}`,
      headers: { cookie: t.admin.cookie },
    });

    // A row is written once its reply has gone (onResponse): wait for the last one to land.
    const activity = () =>
      t.app.inject({ url: '/api/admin/activity', headers: { cookie: t.admin.cookie } });
    await expect
      .poll(async () =>
        ((await activity()).json().rows as { route: string }[]).some(
          (r) => r.route === '/api/notices/:id',
        ),
      )
      .toBe(true);
    const list = await activity();
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const rows = list.json().rows as {
      action: string;
      username: string;
      route: string;
      target: string;
      at: string;
      requestId: string;
      ip: string;
    }[];
    const actions = rows.map((r) => `${r.action} ${r.route}`);
    expect(actions).toContain('login.success /auth/login');
    expect(actions).toContain('login.failure /auth/login');
    expect(actions).toContain('forbidden /api/admin/summary');
    expect(actions).toContain('admin.change /api/notices');
    expect(rows.find((r) => r.route === '/api/notices/:id')).toMatchObject({
      action: 'admin.change',
      target: `id=${notice.json().id}`,
    });
    const login = rows.find((r) => r.action === 'login.success')!;
    expect(login.username).toBe('audit-admin');
    expect(login.at).toMatch(/Z$/);
    expect(login.requestId).toMatch(uuid);
    expect(login.ip).toBe('127.0.0.1');

    const everything = JSON.stringify(await t.db.select().from(auditLog));
    expect(everything).not.toContain('Wrong-Secret-77');
    expect(everything).not.toContain(admin.password);
    expect(everything).not.toMatch(/scrypt|academy_session/);
  });

  it('filters by action, user and day, and exports CSV', async () => {
    const headers = { cookie: t.admin.cookie };
    const failures = await t.app.inject({
      url: '/api/admin/activity?action=login.failure&user=AUDIT',
      headers,
    });
    const rows = failures.json().rows as { action: string; username: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.action === 'login.failure' && r.username === 'audit-admin')).toBe(
      true,
    );
    const future = await t.app.inject({ url: '/api/admin/activity?from=2999-01-01', headers });
    expect(future.json().rows).toEqual([]);
    const csv = await t.app.inject({
      url: '/api/admin/activity.csv?action=login.failure',
      headers,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe(
      '\uFEFFTime (IST),Action,User,Role,Address,Method,Route,Target,Subject,Status,Request ID,Count',
    );
    expect(csv.body).toContain('login.failure,audit-admin');
    const bad = await t.app.inject({ url: '/api/admin/activity?action=nope', headers });
    expect(bad.statusCode).toBe(400);
  });
});

describe('activity days are days in India (IST)', () => {
  // Rows of their own, on days far from today, with a user name no other test uses.
  const user = `ist-day-${Date.now()}`;
  const at = (iso: string) => ({
    at: new Date(iso),
    action: 'admin.change',
    username: user,
    method: 'POST',
    route: iso,
    status: 200,
  });
  const routesOn = async (from: string, to = from) => {
    const reply = await t.app.inject({
      url: `/api/admin/activity?user=${user}&from=${from}&to=${to}`,
      headers: { cookie: t.admin.cookie },
    });
    expect(reply.statusCode).toBe(200);
    return (reply.json().rows as { route: string }[]).map((r) => r.route).sort();
  };

  beforeAll(async () => {
    await t.db.insert(auditLog).values([
      at('2031-03-14T18:29:59.000Z'), // 23:59:59 IST on the 14th
      at('2031-03-14T18:30:00.000Z'), // 00:00 IST on the 15th
      at('2031-03-14T20:00:00.000Z'), // 01:30 IST on the 15th
      at('2031-03-15T18:29:59.000Z'), // 23:59:59 IST on the 15th
      at('2031-03-15T18:30:00.000Z'), // 00:00 IST on the 16th
    ]);
  });

  it('puts 20:00 UTC on day D in IST day D+1, and a day runs 00:00 to 24:00 IST', async () => {
    expect(await routesOn('2031-03-14')).toEqual(['2031-03-14T18:29:59.000Z']);
    expect(await routesOn('2031-03-15')).toEqual([
      '2031-03-14T18:30:00.000Z',
      '2031-03-14T20:00:00.000Z',
      '2031-03-15T18:29:59.000Z',
    ]);
    expect(await routesOn('2031-03-14', '2031-03-16')).toHaveLength(5);
  });

  it('gives the CSV times as IST wall-clock times Excel reads as dates', async () => {
    const csv = await t.app.inject({
      url: `/api/admin/activity.csv?user=${user}&from=2031-03-15&to=2031-03-15`,
      headers: { cookie: t.admin.cookie },
    });
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^\uFEFFTime \(IST\),/);
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual(['2031-03-15 00:00:00', '2031-03-15 01:30:00', '2031-03-15 23:59:59']);
  });
});
