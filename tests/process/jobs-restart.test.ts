// A job survives the death of the process that enqueued it: a student starts a mock test (the
// server enqueues the job that submits the attempt at its deadline), the server is killed with
// SIGKILL, started again, and the job runs once, on the new process, at the deadline.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { seedCourses } from '#shared/catalogue.ts';
import { registrationPayload } from '#server/seed/factories.ts';
import { mcqQuestion, mockTestCalls } from '../support/mock-test-calls';
import { fetchCall, loginCookie, processAcademy } from '../support/process-app';
import { waitFor } from '../support/wait-for';

const academies: { cleanup(): Promise<void> }[] = [];
afterAll(async () => {
  for (const a of academies) await a.cleanup();
}, 60_000);

describe.each(['postgres', 'pglite'] as const)('a job across SIGKILL (%s)', (kind) => {
  it('runs exactly once after the restart', async () => {
    const academy = await processAcademy(kind, 'jobkill');
    academies.push(academy);
    const server = await academy.start();
    const admin = await loginCookie(server.baseUrl, '/auth/login', {
      username: 'admin',
      password: academy.env.ADMIN_PASSWORD,
    });
    const registered = await fetch(`${server.baseUrl}/api/register-student`, {
      method: 'POST',
      headers: { cookie: admin, 'content-type': 'application/json' },
      body: JSON.stringify(registrationPayload({ courses: [seedCourses()[0]!.name] })),
    });
    expect(registered.status).toBe(201);
    const { studentId } = (await registered.json()) as { studentId: string };
    const cookie = await loginCookie(server.baseUrl, '/auth/student/login', {
      studentId,
      password: registrationPayload().password,
    });
    const api = mockTestCalls(
      fetchCall(() => academy.server.baseUrl),
      admin,
    );
    const q = await api.question(mcqQuestion('Restart question', 'C'));
    // The window (and so the attempt) ends in 40 s: long enough to kill and restart in.
    const test = await api.publishedTest([q.id], {
      windowEnd: new Date(Date.now() + 40_000).toISOString(),
    });
    const state = await api.start(cookie, test.id);
    await api.answer(cookie, state.attemptId, q.id, 'C');
    const key = `mock-deadline:${Math.ceil(Date.parse(state.deadline) / 1000)}`;

    // Killed before the deadline: the job cannot have run on this process.
    expect(Date.now()).toBeLessThan(Date.parse(state.deadline));
    await academy.stop('SIGKILL');
    const killedAt = Date.now();
    const restarted = await academy.start({ LOG_LEVEL: 'debug' });
    console.log(
      `${kind}: restarted in ${Date.now() - killedAt} ms, ${Date.parse(state.deadline) - Date.now()} ms before the deadline`,
    );
    await waitFor(() => /"job":"mock-deadline".*"msg":"job done"/.test(restarted.output()), {
      timeout: 60_000,
      message: 'the deadline job to run on the restarted server',
    });
    await academy.stop();

    const database = await academy.open();
    try {
      const jobs = (
        await database.db.execute<{ state: string; retry_count: number; output: unknown }>(
          sql`select state::text as state, retry_count, output from pgboss.job
              where name = 'mock-deadline' and singleton_key = ${key}`,
        )
      ).rows;
      expect(jobs).toEqual([{ state: 'completed', retry_count: 0, output: { submitted: 1 } }]);
      const [attempt] = (
        await database.db.execute<{ by: string; at: string; deadline: string; score: number }>(
          sql`select submitted_by as by, submitted_at::text as at, deadline::text as deadline,
                score_hundredths as score from mock_attempts where id = ${state.attemptId}`,
        )
      ).rows;
      expect(attempt).toMatchObject({ by: 'server', score: 400 });
      expect(attempt!.at).toBe(attempt!.deadline);
    } finally {
      await database.close();
    }
  }, 180_000);
});
