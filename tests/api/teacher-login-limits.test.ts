// The teacher login (issue 21.1) goes through the same throttle as the other two (decision 047):
// once an account's budget of failures is used up, the next try waits, the right password too.
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp({ loginLimits: { perAccount: 2, perIp: 100, delayMs: 60_000 } });

const login = (loginId: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/teacher/login',
    payload: { loginId, password },
    headers: { 'x-forwarded-for': '203.0.113.9' },
  });

describe('teacher login limits', () => {
  it('slows an account down after its failures, with Retry-After', async () => {
    const { teacher } = await t.newTeacher('Harjot');
    const loginId = teacher.user.username;
    expect((await login(loginId, 'wrong-1')).statusCode).toBe(401);
    expect((await login(loginId, 'wrong-2')).statusCode).toBe(401);
    const slowed = await login(loginId, 'teacher-password');
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    // Another teacher is not slowed by this one's failures.
    const other = await t.newTeacher('Balpreet');
    expect((await login(other.teacher.user.username, 'teacher-password')).statusCode).toBe(200);
  });

  it('answers empty fields like a wrong password, with one message', async () => {
    const res = await login('', '');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });
});
