import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';

const datedName = /^academy-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.jsonl\.gz$/;

/** `academy-backup-2026-11-22T05-00-00Z.jsonl.gz`: the name of a backup made at `at`. */
export function datedBackupName(at = new Date()): string {
  const stamp = at.toISOString().replace(/:/g, '-').replace(/\..*$/, 'Z');
  return `academy-backup-${stamp}.jsonl.gz`;
}

/** When a dated backup was made, read from its name; null for any other file. */
export function backupDate(name: string): Date | null {
  const m = datedName.exec(name);
  return m ? new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`) : null;
}

/** A new dated file in `dir` (made when missing). */
export async function nextBackupFile(dir: string, at = new Date()): Promise<string> {
  await mkdir(dir, { recursive: true });
  return path.join(path.resolve(dir), datedBackupName(at));
}

/**
 * Deletes the dated backups in `dir` made more than `keepDays` days before `now`, never `keep`
 * (the one just written) and never a file not named like a dated backup. Returns their names.
 */
export async function pruneBackups(
  dir: string,
  keepDays: number,
  keep: string,
  now = new Date(),
): Promise<string[]> {
  const oldest = now.getTime() - keepDays * 86_400_000;
  const gone: string[] = [];
  for (const name of (await readdir(dir)).sort()) {
    const made = backupDate(name);
    if (!made || made.getTime() >= oldest || path.join(dir, name) === keep) continue;
    await rm(path.join(dir, name));
    gone.push(name);
  }
  return gone;
}
