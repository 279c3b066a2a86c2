import { describe, expect, it } from 'vitest';
import { createStudent } from '#server/seed/factories.ts';
import { setupTestApp } from '../support/test-app';

// The admin's End sessions (Student Details): logs a student out on every device at once.
const t = setupTestApp();

const endSessions = (id: number | string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/students/${id}/end-sessions`,
    payload: {},
    headers: cookie ? { cookie } : {},
  });

const me = async (cookie: string) =>
  (await t.app.inject({ url: '/auth/me', headers: { cookie } })).json<{ user: unknown }>().user;

describe('POST /api/students/:id/end-sessions', () => {
  it('ends every session of the student and tells how many; others keep theirs', async () => {
    const s = await t.newStudent();
    const second = (await t.newStudent()).cookie;
    expect(await me(s.cookie)).toBeTruthy();
    const res = await endSessions(s.student.id, t.admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ ended: 1 });
    expect(await me(s.cookie)).toBeNull();
    expect(await me(second)).toBeTruthy();
    expect(await me(t.admin.cookie)).toBeTruthy();
    // Again: nothing left to end.
    expect((await endSessions(s.student.id, t.admin.cookie)).json()).toEqual({ ended: 0 });
  });

  it('answers 0 for an application without a login, 404 for an unknown student', async () => {
    const pending = await createStudent(t.db, { status: 'pending' });
    expect((await endSessions(pending.id, t.admin.cookie)).json()).toEqual({ ended: 0 });
    const missing = await endSessions(999_999, t.admin.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
    expect((await endSessions('abc', t.admin.cookie)).statusCode).toBe(404);
  });

  it('is for admins only: 401 without a session, 403 for a student (whose session stays)', async () => {
    expect((await endSessions(t.studentB.student.id)).statusCode).toBe(401);
    const res = await endSessions(t.studentB.student.id, t.studentA.cookie);
    expect(res.statusCode).toBe(403);
    expect(await me(t.studentB.cookie)).toBeTruthy();
  });
});
