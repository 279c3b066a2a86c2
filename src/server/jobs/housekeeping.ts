import { deleteOldAudit } from '#server/data/audit-log.ts';
import { deleteExpiredSessions } from '#server/data/sessions.ts';
import { defineJob, localRetries } from './define';

/**
 * Every ten minutes: expired sessions, passed rate-limit windows and audit-log rows older than
 * AUDIT_RETENTION_DAYS are deleted (a GET never writes, so nothing else does). One run at a time
 * across every instance.
 */
export const housekeeping = defineJob({
  name: 'housekeeping',
  queue: { policy: 'exclusive', ...localRetries, expireInSeconds: 300 },
  cron: '*/10 * * * *',
  pollSeconds: 15,
  async run(_job, { db, config, sessionPolicy, limiterStore }) {
    await deleteExpiredSessions(db, sessionPolicy);
    await limiterStore.sweep?.(Date.now());
    const auditDeleted = await deleteOldAudit(db, config.auditRetentionDays);
    return { auditDeleted };
  },
});
