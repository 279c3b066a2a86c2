import { deleteExpiredSessions } from '#server/data/sessions.ts';
import { defineJob, localRetries } from './define';

/**
 * Every ten minutes: expired sessions and passed rate-limit windows are deleted (a GET never
 * writes, so nothing else does). One run at a time across every instance.
 */
export const housekeeping = defineJob({
  name: 'housekeeping',
  queue: { policy: 'exclusive', ...localRetries, expireInSeconds: 300 },
  cron: '*/10 * * * *',
  pollSeconds: 15,
  async run(_job, { db, sessionPolicy, limiterStore }) {
    await deleteExpiredSessions(db, sessionPolicy);
    await limiterStore.sweep?.(Date.now());
  },
});
