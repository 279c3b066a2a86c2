import { backupInto } from '#server/data/backup.ts';
import { nextBackupFile, pruneBackups } from '#server/lib/backup-files.ts';
import { uploadsDir } from '#server/lib/uploads.ts';
import { defineJob, localRetries } from './define';

/**
 * The nightly backup (README: "Backups"): with `BACKUP_DIR` set, one dated file of the database
 * and the uploads at `BACKUP_CRON` (default 21:00 UTC, 02:30 in India), then the dated files
 * older than `BACKUP_KEEP_DAYS` deleted. Scheduled once for all instances; without
 * `BACKUP_DIR` it is not scheduled. A retry writes a new dated file (a failed one leaves only
 * its `.partial`, removed), so a repeat does no harm.
 */
export const backup = defineJob({
  name: 'backup',
  queue: { policy: 'exclusive', ...localRetries, expireInSeconds: 3600 },
  cron: (config) => (config.backupDir ? config.backupCron : undefined),
  pollSeconds: 30,
  async run(_job, { database, config, log }) {
    if (!config.backupDir) return { skipped: 'BACKUP_DIR is not set' };
    const file = await nextBackupFile(config.backupDir);
    const started = Date.now();
    await backupInto(database, file, uploadsDir(config.dataDir));
    const deleted = await pruneBackups(config.backupDir, config.backupKeepDays, file);
    const ms = Date.now() - started;
    log.info({ file, ms, deleted }, 'backup written');
    return { file, ms, deleted };
  },
});
