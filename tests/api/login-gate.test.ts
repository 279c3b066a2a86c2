import { afterEach, describe, expect, it } from 'vitest';
import { createStudent } from '#server/seed/factories.ts';
import { passwordGate } from '#server/lib/password.ts';
import { setupTestApp } from '../support/test-app';
import { waitFor } from '../support/wait-for';

// A burst of logins larger than the cores can hash in a few seconds is shed at once with
// 503 BUSY and Retry-After, instead of every login in it finishing late (or timing out).
const t = setupTestApp({ loginLimits: { perAccount: 5, perIp: 100, delayMs: 60_000 } });
const { slots, queue, maxWaitMs } = passwordGate;
afterEach(() => {
  Object.assign(passwordGate, { slots, queue, maxWaitMs });
});

const login = (studentId: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/student/login',
    payload: { studentId, password },
    headers: { 'x-forwarded-for': '203.0.113.7' },
  });

describe('logins beyond what the cores can hash', { timeout: 180_000 }, () => {
  it('are answered 503 BUSY with Retry-After, and do not count against the limit', async () => {
    const student = await createStudent(t.db);
    // One slot, held by other work until the burst has arrived (a hash takes milliseconds, so
    // the first login could otherwise finish before the last one comes), and two places in the
    // queue; however slow this machine is today, a queued login waits its turn.
    Object.assign(passwordGate, { slots: 1, queue: 2, maxWaitMs: Infinity });
    let release = () => {};
    const held = passwordGate.run(() => new Promise<void>((resolve) => (release = resolve)));
    // Five wrong passwords at once (the account's limit, so each takes a slot of it): two wait
    // and are checked, three are shed without a hash. The slot is freed only once the three have
    // been answered: a login still on its way to the gate when the slot frees would be queued.
    let answered = 0;
    const sent = Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        login(student.studentId, `wrong-${i}`).then((reply) => {
          answered += 1;
          return reply;
        }),
      ),
    );
    await waitFor(() => passwordGate.load.waiting === 2 && answered === 3, {
      message: 'two logins queued and three answered',
    });
    release();
    await held;
    const burst = await sent;
    const statuses = burst.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([401, 401, 503, 503, 503]);
    for (const reply of burst.filter((r) => r.statusCode === 503)) {
      expect(reply.headers['retry-after']).toBe('3');
      expect(reply.json()).toMatchObject({ code: 'BUSY' });
    }
    expect(passwordGate.load).toEqual({ running: 0, waiting: 0 });

    // Only the two checked passwords counted: three more wrong tries are told "invalid", the
    // sixth is over the limit of five.
    Object.assign(passwordGate, { slots, queue, maxWaitMs: Infinity });
    for (let i = 0; i < 3; i += 1) {
      expect((await login(student.studentId, `again-${i}`)).statusCode).toBe(401);
    }
    expect((await login(student.studentId, 'one-more')).statusCode).toBe(429);
  });

  it('a queued login with the right password logs in', async () => {
    const student = await createStudent(t.db);
    Object.assign(passwordGate, { slots: 1, queue: 2, maxWaitMs: Infinity });
    const burst = await Promise.all([
      login(student.studentId, 'wrong-a'),
      login(student.studentId, 'wrong-b'),
      login(student.studentId, student.password),
    ]);
    expect(burst.map((r) => r.statusCode)).toEqual([401, 401, 200]);
  });
});
