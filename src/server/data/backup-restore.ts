// Restoring a backup into an empty database and uploads folder.
import { createHash } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder as defaultMigrationsFolder, type Database } from '../db/client';
import {
  BackupError,
  backupFormat,
  backupVersion,
  type BackupRecord,
  type MigrationMark,
} from './backup-format';
import {
  appliedMigrations,
  columnsOf,
  ident,
  listFiles,
  listTables,
  rows,
  table,
} from './backup-catalogue';

/** Why `database` (and the uploads folder) cannot take a restore, or null when it can. */
export async function notEmptyReason(
  database: Database,
  uploads: string | null,
): Promise<string | null> {
  const withRows: string[] = [];
  for (const name of await listTables(database)) {
    const [r] = await rows<{ any: boolean }>(
      database,
      sql`select exists (select 1 from ${table(name)}) as any`,
    );
    if (r?.any) withRows.push(name);
  }
  if (withRows.length > 0) {
    const shown = withRows.slice(0, 5).join(', ') + (withRows.length > 5 ? ', …' : '');
    return `the database is not empty: ${withRows.length} table(s) hold rows (${shown})`;
  }
  const tables = await listTables(database);
  if (tables.length > 0 && (await appliedMigrations(database)).length === 0) {
    return `the database has tables that are not Academy's (${tables.slice(0, 5).join(', ')})`;
  }
  const files = uploads ? await listFiles(uploads) : [];
  if (files.length > 0) {
    return `the uploads folder ${uploads} is not empty (${files.length} file(s))`;
  }
  return null;
}

/** A copy of the migrations folder holding only the migrations the backup had. */
async function migrationsUpTo(folder: string, marks: MigrationMark[]): Promise<string> {
  const journal = JSON.parse(await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8'));
  const keep = new Set(marks.map((m) => m.createdAt));
  const entries = (journal.entries as { when: number; tag: string }[]).filter((e) =>
    keep.has(e.when),
  );
  const dir = await mkdtemp(path.join(os.tmpdir(), 'academy-migrations-'));
  await mkdir(path.join(dir, 'meta'));
  await writeFile(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries)
    await copyFile(path.join(folder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

function checkMigrations(backup: MigrationMark[], code: MigrationMark[], target: MigrationMark[]) {
  for (const [i, m] of backup.entries()) {
    if (code[i]?.createdAt !== m.createdAt) {
      throw new BackupError(
        'This backup was made by another version of Academy (its database migrations are not ' +
          'those of this version): restore it with the version that made it, then upgrade.',
      );
    }
  }
  if (
    target.length > backup.length ||
    target.some((m, i) => backup[i]?.createdAt !== m.createdAt)
  ) {
    throw new BackupError(
      'The target database was created by a newer version than the backup: restore into a ' +
        'new, empty database.',
    );
  }
}

export type RestoreSummary = { rows: Record<string, number>; files: number; sequences: number };

/**
 * Loads a backup's records into an empty database (and uploads folder): its schema as of the
 * backup's migrations, every row in one transaction, the sequences, the files; then the
 * migrations this version adds. `database` must have a single connection. Refuses a database
 * or folder that is not empty; a damaged or cut-off backup leaves the database without rows.
 */
export async function restoreDatabase(
  database: Database,
  records: AsyncIterable<BackupRecord>,
  uploads: string | null,
  options: { migrationsFolder?: string } = {},
): Promise<RestoreSummary> {
  const folder = options.migrationsFolder ?? defaultMigrationsFolder;
  const reason = await notEmptyReason(database, uploads);
  if (reason) throw new BackupError(`Restore refused: ${reason}. Restore needs an empty one.`);

  const iterator = records[Symbol.asyncIterator]();
  const first = await iterator.next();
  const header = first.value as BackupRecord | undefined;
  if (first.done || header?.t !== 'header' || header.format !== backupFormat) {
    throw new BackupError('This file is not an Academy backup.');
  }
  if (header.version > backupVersion) {
    throw new BackupError(
      `This backup has format version ${header.version}; this version reads ${backupVersion}.`,
    );
  }
  const code = readMigrationFiles({ migrationsFolder: folder }).map((m) => ({
    hash: m.hash,
    createdAt: m.folderMillis,
  }));
  checkMigrations(header.migrations, code, await appliedMigrations(database));
  const partial = await migrationsUpTo(folder, header.migrations);
  try {
    await database.migrate(partial);
  } finally {
    await rm(partial, { recursive: true, force: true });
  }

  const counts: Record<string, number> = {};
  const written: string[] = [];
  let sequences = 0;
  let end: Extract<BackupRecord, { t: 'end' }> | undefined;
  await database.db.execute(sql`begin`);
  try {
    await database.db.execute(sql`set local timezone = 'UTC'`);
    const columns = new Map<string, string[]>();
    let file:
      | {
          path: string;
          size: number;
          sha256: string;
          handle: Awaited<ReturnType<typeof open>>;
          hash: ReturnType<typeof createHash>;
          got: number;
        }
      | undefined;
    const closeFile = async () => {
      if (!file) return;
      await file.handle.close();
      const digest = file.hash.digest('hex');
      if (file.got !== file.size || digest !== file.sha256) {
        throw new BackupError(
          `The backup is damaged: the file ${file.path} does not match its checksum.`,
        );
      }
      file = undefined;
    };
    for (;;) {
      const next = await iterator.next();
      if (next.done) break;
      const rec = next.value;
      if (rec.t !== 'chunk') await closeFile();
      if (rec.t === 'table') {
        const have = new Set(await columnsOf(database, rec.name).catch(() => [] as string[]));
        const missing = rec.columns.filter((c) => !have.has(c));
        if (missing.length > 0) {
          throw new BackupError(
            `The backup's table ${rec.name} does not match this version (columns ${missing.join(', ')}).`,
          );
        }
        columns.set(rec.name, rec.columns);
        counts[rec.name] = 0;
      } else if (rec.t === 'rows') {
        const cols = columns.get(rec.table);
        if (!cols)
          throw new BackupError(`The backup is damaged: rows of ${rec.table} before its table.`);
        const list = sql.join(cols.map(ident), sql`, `);
        await database.db.execute(
          sql`insert into ${table(rec.table)} (${list}) overriding system value
              select ${list} from json_populate_recordset(null::${table(rec.table)}, ${JSON.stringify(rec.rows)}::json)`,
        );
        counts[rec.table] = (counts[rec.table] ?? 0) + rec.rows.length;
      } else if (rec.t === 'sequence') {
        await database.db.execute(
          sql`select setval(${`"public"."${rec.name.replaceAll('"', '""')}"`}::regclass, ${rec.value}::bigint, ${rec.isCalled})`,
        );
        sequences++;
      } else if (rec.t === 'file') {
        if (!uploads) continue;
        const parts = rec.path.split('/');
        if (
          path.isAbsolute(rec.path) ||
          parts.some((p) => p === '' || p === '.' || p === '..' || p.startsWith('.'))
        ) {
          throw new BackupError(
            `The backup is damaged: bad file name ${JSON.stringify(rec.path)}.`,
          );
        }
        const target = path.join(uploads, ...parts);
        await mkdir(path.dirname(target), { recursive: true });
        written.push(target);
        file = {
          path: rec.path,
          size: rec.size,
          sha256: rec.sha256,
          handle: await open(target, 'wx', 0o640),
          hash: createHash('sha256'),
          got: 0,
        };
      } else if (rec.t === 'chunk') {
        if (!uploads) continue;
        if (!file) throw new BackupError('The backup is damaged: file data outside a file.');
        const data = Buffer.from(rec.data, 'base64');
        file.hash.update(data);
        file.got += data.length;
        await file.handle.write(data);
      } else if (rec.t === 'end') {
        end = rec;
        break;
      } else {
        throw new BackupError(`The backup is damaged: unexpected ${JSON.stringify(rec.t)} record.`);
      }
    }
    await closeFile();
    if (!end) throw new BackupError('The backup is cut off (no end record): nothing was restored.');
    for (const [name, n] of Object.entries(end.rows)) {
      if ((counts[name] ?? 0) !== n) {
        throw new BackupError(
          `The backup is damaged: ${name} has ${counts[name] ?? 0} rows of ${n}.`,
        );
      }
    }
    await database.db.execute(sql`commit`);
  } catch (err) {
    await database.db.execute(sql`rollback`).catch(() => {});
    for (const f of written) await rm(f, { force: true });
    throw err;
  }
  await database.migrate(folder);
  return { rows: counts, files: end.files, sequences };
}
