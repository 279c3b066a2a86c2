// The backup file: gzipped JSON lines of records (docs/decisions/033-backup-format.md).
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { Database } from '../db/client';

export const backupFormat = 'academy-backup';
export const backupVersion = 1;

export type MigrationMark = { hash: string; createdAt: number };

export type BackupRecord =
  | {
      t: 'header';
      format: typeof backupFormat;
      version: number;
      createdAt: string;
      database: Database['kind'];
      migrations: MigrationMark[];
      tables: string[];
    }
  | { t: 'table'; name: string; columns: string[] }
  | { t: 'rows'; table: string; rows: Record<string, unknown>[] }
  | { t: 'sequence'; name: string; value: string; isCalled: boolean }
  | { t: 'file'; path: string; size: number; sha256: string }
  | { t: 'chunk'; data: string }
  | { t: 'end'; rows: Record<string, number>; files: number };

/** A refusal or a damaged backup: the message is for the person running the command. */
export class BackupError extends Error {}

/** Writes records as gzipped JSON lines, under a temporary name renamed when complete. */
export async function writeBackupFile(
  file: string,
  records: AsyncIterable<BackupRecord>,
): Promise<void> {
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const out = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
  gzip.pipe(out);
  try {
    for await (const rec of records) {
      if (!gzip.write(`${JSON.stringify(rec)}\n`)) await once(gzip, 'drain');
    }
    gzip.end();
    await finished(out);
    await rename(partial, file);
  } catch (err) {
    gzip.destroy();
    out.destroy();
    await rm(partial, { force: true });
    throw err;
  }
}

/** Reads a file written by writeBackupFile, one record at a time. */
export async function* readBackupFile(file: string): AsyncGenerator<BackupRecord> {
  await stat(file).catch(() => {
    throw new BackupError(`No backup file at ${file}.`);
  });
  const input = createReadStream(file).pipe(createGunzip());
  const lines = createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const line of lines) {
      if (line.trim() === '') continue;
      yield JSON.parse(line) as BackupRecord;
    }
  } catch (err) {
    if (err instanceof SyntaxError || (err as NodeJS.ErrnoException).code?.startsWith('Z_')) {
      throw new BackupError(`The backup ${file} is damaged (${(err as Error).message}).`);
    }
    throw err;
  }
}
