import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mockDeadline } from '#server/jobs/mock-deadlines.ts';
import { mcqQuestion, mockTestCalls } from '../support/mock-test-calls';
import { setupTestApp } from '../support/test-app';
import { waitFor } from '../support/wait-for';

// The job queue (pg-boss) on this database, with its workers and schedules running.
const t = setupTestApp({ jobs: 'run' });

const calls = () =>
  mockTestCalls(async (method, url, cookie, payload) => {
    const res = await t.app.inject({ method, url, payload, headers: { cookie } });
    return { status: res.statusCode, body: res.body };
  }, t.admin.cookie);

type JobRow = { state: string; retry_count: number; output: Record<string, unknown> | null };
const jobsOf = async (name: string, key: string) =>
  (
    await t.db.execute<JobRow>(
      sql`select state::text as state, retry_count, output from pgboss.job
          where name = ${name} and singleton_key = ${key}`,
    )
  ).rows;

describe('the job queue', () => {
  it('keeps one schedule per recurring job, in the database (one run per slot for all instances)', async () => {
    const { rows } = await t.db.execute<{ name: string; cron: string }>(
      sql`select name, cron from pgboss.schedule order by name`,
    );
    expect(rows).toEqual([
      { name: 'housekeeping', cron: '*/10 * * * *' },
      { name: 'mock-deadline-sweep', cron: '* * * * *' },
      { name: 'outbox-sweep', cron: '* * * * *' },
    ]);
  });

  it('refuses a second job with the key of one still waiting (its idempotency key)', async () => {
    const key = `mock-deadline:test-${Date.now()}`;
    const later = new Date(Date.now() + 3600_000);
    const first = await t.app.jobs.send(
      mockDeadline,
      { dueAt: later.toISOString() },
      {
        key,
        startAfter: later,
      },
    );
    const again = await t.app.jobs.send(
      mockDeadline,
      { dueAt: later.toISOString() },
      {
        key,
        startAfter: later,
      },
    );
    expect(first).toEqual(expect.any(String));
    expect(again).toBeNull();
    expect(await jobsOf('mock-deadline', key)).toEqual([
      { state: 'created', retry_count: 0, output: null },
    ]);
    const counts = await t.app.jobs.counts();
    const queued = counts.find((c) => c.queue === 'mock-deadline')!.queued;
    expect(queued).toBeGreaterThanOrEqual(1);
    // The same counts for Prometheus, with the outbox's backlog.
    const metrics = (await t.app.inject('/metrics')).body;
    expect(metrics).toContain(`academy_jobs{queue="mock-deadline",state="queued"} ${queued}`);
    expect(metrics).toContain('academy_outbox_messages{status="queued"} 0');
    expect(metrics).toContain('academy_outbox_oldest_queued_seconds 0');
  });

  it('submits an attempt at its deadline, with no request, through the deadline job', async () => {
    const api = calls();
    const q = await api.question(mcqQuestion('Jobs deadline', 'B'));
    // The window closes in 6 s: the attempt's deadline is the window's end.
    const test = await api.publishedTest([q.id], {
      windowEnd: new Date(Date.now() + 6_000).toISOString(),
    });
    const s = await t.newStudent({ firstName: 'Navjot' });
    const state = await api.start(s.cookie, test.id);
    await api.answer(s.cookie, state.attemptId, q.id, 'B');
    const key = `mock-deadline:${Math.ceil(Date.parse(state.deadline) / 1000)}`;
    expect(await jobsOf('mock-deadline', key)).toHaveLength(1);

    await waitFor(
      async () => {
        const { rows } = await t.db.execute<{ submitted_by: string | null }>(
          sql`select submitted_by from mock_attempts where id = ${state.attemptId}`,
        );
        return rows[0]?.submitted_by === 'server';
      },
      { timeout: 15_000, message: 'the server to submit the attempt at its deadline' },
    );
    const [row] = (
      await t.db.execute<{ submitted_at: Date; deadline: Date; score_hundredths: number }>(
        sql`select submitted_at, deadline, score_hundredths from mock_attempts
            where id = ${state.attemptId}`,
      )
    ).rows;
    expect(new Date(row!.submitted_at).getTime()).toBe(new Date(row!.deadline).getTime());
    expect(row!.score_hundredths).toBe(400);
    await waitFor(async () => (await jobsOf('mock-deadline', key))[0]?.state === 'completed', {
      message: 'the deadline job to complete',
    });
    expect(await jobsOf('mock-deadline', key)).toEqual([
      { state: 'completed', retry_count: 0, output: { submitted: 1 } },
    ]);
  });
});
