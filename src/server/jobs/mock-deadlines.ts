import type { FastifyBaseLogger } from 'fastify';
import { sweepExpiredAttempts } from '#server/data/mock-submissions.ts';
import { defineJob, localRetries, recoverable, type JobQueue } from './define';

/**
 * The server submits mock-test attempts at their deadline (a GET never writes). Each started
 * attempt asks for a job at its deadline, rounded up to the second; attempts ending in the same
 * second share one (the key `mock-deadline:<second>`), so a batch of 5,000 students starting
 * together adds a few dozen jobs, not 5,000. A run submits every attempt then due, so a repeat
 * (a retry, a second job for a second) finds nothing left to do.
 */
export const mockDeadline = defineJob<{ dueAt: string }>({
  name: 'mock-deadline',
  queue: { policy: 'exclusive', ...localRetries, ...recoverable, expireInSeconds: 300 },
  // Looked for every second: an attempt is submitted within about a second of its deadline.
  pollSeconds: 1,
  async run(_job, { db }) {
    return { submitted: await sweepExpiredAttempts(db) };
  },
});

/**
 * Every minute, the safety net: attempts more than 30 s past their deadline whose job never
 * came (the process asking for it died first, or the queue refused it) are submitted.
 */
export const mockDeadlineSweep = defineJob({
  name: 'mock-deadline-sweep',
  queue: { policy: 'exclusive', ...localRetries, expireInSeconds: 300 },
  cron: '* * * * *',
  pollSeconds: 15,
  async run(_job, { db }) {
    return { submitted: await sweepExpiredAttempts(db, { overdueSeconds: 30 }) };
  },
});

/** The seconds this process has already asked a job for (forgotten once passed). */
const asked = new WeakMap<JobQueue, Set<number>>();

/** Asks for the job that submits an attempt ending at `deadline` (once per second per process). */
export async function scheduleDeadline(
  jobs: JobQueue,
  deadline: Date,
  log: FastifyBaseLogger,
): Promise<void> {
  const second = Math.ceil(deadline.getTime() / 1000);
  let seconds = asked.get(jobs);
  if (!seconds) asked.set(jobs, (seconds = new Set()));
  if (seconds.has(second)) return;
  if (seconds.size > 10_000) {
    const now = Date.now() / 1000;
    for (const s of seconds) if (s < now) seconds.delete(s);
  }
  seconds.add(second);
  const dueAt = new Date(second * 1000);
  try {
    await jobs.send(
      mockDeadline,
      { dueAt: dueAt.toISOString() },
      { key: `mock-deadline:${second}`, startAfter: dueAt },
    );
  } catch (err) {
    // The sweep submits it a little later; the start itself went through.
    seconds.delete(second);
    log.error({ err }, 'could not schedule a mock-test deadline');
  }
}
