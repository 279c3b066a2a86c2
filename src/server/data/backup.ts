// Backups, restores and the move from the embedded database to PostgreSQL: one logical format
// for both databases (docs/decisions/033-backup-format.md). Tables, columns, foreign keys and
// sequences are read from the database's own catalogue, so tables added later are included
// without a change here.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  appliedMigrations,
  columnsOf,
  ident,
  listFiles,
  listTables,
  primaryKeyOf,
  rows,
  table,
  type Source,
} from './backup-catalogue';
import { backupFormat, backupVersion, writeBackupFile, type BackupRecord } from './backup-format';

export {
  BackupError,
  backupFormat,
  backupVersion,
  readBackupFile,
  writeBackupFile,
  type BackupRecord,
  type MigrationMark,
} from './backup-format';
export { restoreDatabase, type RestoreSummary } from './backup-restore';

/** Rows per line of the file and per INSERT on restore. */
const rowBatch = 500;
/** Bytes of an uploaded file per line (base64 makes a line of about 1 MB). */
const chunkBytes = 768 * 1024;

/**
 * Every row of every table, the sequences and the uploaded files, as records. Reads inside one
 * read-only REPEATABLE READ transaction, so the rows are one consistent snapshot: `database`
 * must have a single connection (`openDatabase({ …, max: 1 })` for PostgreSQL).
 */
export async function* dumpDatabase(
  database: Source,
  uploads: string | null,
  { inTransaction = false } = {},
): AsyncGenerator<BackupRecord> {
  if (!inTransaction) {
    await database.db.execute(sql`begin isolation level repeatable read read only`);
  }
  let done = false;
  try {
    const tables = await listTables(database);
    yield {
      t: 'header',
      format: backupFormat,
      version: backupVersion,
      createdAt: new Date().toISOString(),
      database: database.kind,
      migrations: await appliedMigrations(database),
      tables,
    };
    const counts: Record<string, number> = {};
    // Timestamps as UTC text: the same in every file whatever the server's time zone.
    await database.db.execute(sql`set local timezone = 'UTC'`);
    for (const name of tables) {
      const columns = await columnsOf(database, name);
      yield { t: 'table', name, columns };
      const key = await primaryKeyOf(database, name);
      const order = key.length > 0 ? sql.join(key.map(ident), sql`, `) : sql`1`;
      let count = 0;
      for (;;) {
        const page = await rows<{ j: string }>(
          database,
          sql`select row_to_json(t)::text as j from ${table(name)} t
              order by ${order} limit ${rowBatch} offset ${count}`,
        );
        if (page.length === 0) break;
        count += page.length;
        yield { t: 'rows', table: name, rows: page.map((r) => JSON.parse(r.j)) };
        if (page.length < rowBatch) break;
      }
      counts[name] = count;
    }
    const sequences = await rows<{ name: string; value: string; is_called: boolean }>(
      database,
      sql`select sequencename as name, coalesce(last_value, start_value)::text as value,
            last_value is not null as is_called
          from pg_sequences where schemaname = 'public' order by sequencename`,
    );
    for (const s of sequences) {
      yield { t: 'sequence', name: s.name, value: s.value, isCalled: s.is_called };
    }
    if (!inTransaction) await database.db.execute(sql`commit`);
    done = true;

    const files = uploads ? await listFiles(uploads) : [];
    for (const rel of files) {
      const data = await readFile(path.join(uploads!, rel));
      const sha256 = createHash('sha256').update(data).digest('hex');
      yield { t: 'file', path: rel, size: data.length, sha256 };
      for (let at = 0; at < data.length; at += chunkBytes) {
        yield { t: 'chunk', data: data.subarray(at, at + chunkBytes).toString('base64') };
      }
    }
    yield { t: 'end', rows: counts, files: files.length };
  } finally {
    if (!done && !inTransaction) await database.db.execute(sql`rollback`).catch(() => {});
  }
}

/**
 * A backup made by the running server (the nightly `backup` job) into `file`: the rows are read
 * in one read-only REPEATABLE READ transaction of the server's own database, beside the requests
 * it serves. On PostgreSQL that holds one pooled connection and blocks nobody; the embedded
 * database has one connection, so its requests wait while the rows are read.
 */
export async function backupInto(
  database: Database,
  file: string,
  uploads: string | null,
): Promise<void> {
  await database.db.transaction(
    (tx) =>
      writeBackupFile(
        file,
        dumpDatabase({ kind: database.kind, db: tx }, uploads, { inTransaction: true }),
      ),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
