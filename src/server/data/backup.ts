// Backups, restores and the move from the embedded database to PostgreSQL: one logical format
// for both databases (docs/decisions/033-backup-format.md). Tables, columns, foreign keys and
// sequences are read from the database's own catalogue, so tables added later are included
// without a change here.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import {
  copyFile,
  mkdir,
  mkdtemp,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql, type SQL } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder as defaultMigrationsFolder, type Database } from '../db/client';

export const backupFormat = 'academy-backup';
export const backupVersion = 1;

/** Rows per line of the file and per INSERT on restore. */
const rowBatch = 500;
/** Bytes of an uploaded file per line (base64 makes a line of about 1 MB). */
const chunkBytes = 768 * 1024;

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

const ident = (name: string) => sql.identifier(name);
const table = (name: string) => sql`${ident('public')}.${ident(name)}`;

async function rows<T>(database: Database, query: SQL): Promise<T[]> {
  const result = await database.db.execute(query);
  return result.rows as T[];
}

/** Base tables of the `public` schema, parents before children (by their foreign keys). */
export async function listTables(database: Database): Promise<string[]> {
  const names = (
    await rows<{ name: string }>(
      database,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
    )
  ).map((r) => r.name);
  const edges = await rows<{ child: string; parent: string }>(
    database,
    sql`select ch.relname as child, pa.relname as parent from pg_constraint k
        join pg_class ch on ch.oid = k.conrelid join pg_class pa on pa.oid = k.confrelid
        join pg_namespace n on n.oid = k.connamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const parents = new Map(names.map((n) => [n, new Set<string>()]));
  for (const e of edges) if (e.child !== e.parent) parents.get(e.child)?.add(e.parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < names.length) {
    const ready = names.filter(
      (n) => !placed.has(n) && [...parents.get(n)!].every((p) => placed.has(p) || !parents.has(p)),
    );
    // A cycle of foreign keys: take the rest in name order (restoring it may then fail loudly).
    const next = ready.length > 0 ? ready : names.filter((n) => !placed.has(n));
    for (const n of next) {
      placed.add(n);
      ordered.push(n);
    }
  }
  return ordered;
}

async function columnsOf(database: Database, name: string): Promise<string[]> {
  const result = await rows<{ name: string }>(
    database,
    sql`select attname as name from pg_attribute
        where attrelid = ${`"public"."${name.replaceAll('"', '""')}"`}::regclass
          and attnum > 0 and not attisdropped and attgenerated = ''
        order by attnum`,
  );
  return result.map((r) => r.name);
}

async function primaryKeyOf(database: Database, name: string): Promise<string[]> {
  const result = await rows<{ name: string }>(
    database,
    sql`select a.attname as name from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = ${`"public"."${name.replaceAll('"', '""')}"`}::regclass
          and i.indisprimary
        order by a.attnum`,
  );
  return result.map((r) => r.name);
}

async function appliedMigrations(database: Database): Promise<MigrationMark[]> {
  const [exists] = await rows<{ present: boolean }>(
    database,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists?.present) return [];
  const result = await rows<{ hash: string; created_at: string }>(
    database,
    sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations
        order by created_at`,
  );
  return result.map((r) => ({ hash: r.hash, createdAt: Number(r.created_at) }));
}

async function listFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  async function walk(rel: string) {
    let entries;
    try {
      entries = await readdir(path.join(dir, rel), { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      if (e.name.startsWith('.')) continue; // uploads being written (.tmp-…)
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) await walk(child);
      else if (e.isFile()) found.push(child);
    }
  }
  await walk('');
  return found;
}

/**
 * Every row of every table, the sequences and the uploaded files, as records. Reads inside one
 * read-only REPEATABLE READ transaction, so the rows are one consistent snapshot: `database`
 * must have a single connection (`openDatabase({ …, max: 1 })` for PostgreSQL).
 */
export async function* dumpDatabase(
  database: Database,
  uploads: string | null,
): AsyncGenerator<BackupRecord> {
  await database.db.execute(sql`begin isolation level repeatable read read only`);
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
    await database.db.execute(sql`commit`);
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
    if (!done) await database.db.execute(sql`rollback`).catch(() => {});
  }
}

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
  for (const e of entries) await copyFile(path.join(folder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
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
  if (target.length > backup.length || target.some((m, i) => backup[i]?.createdAt !== m.createdAt)) {
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
    throw new BackupError(`This backup has format version ${header.version}; this version reads ${backupVersion}.`);
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
    let file: { path: string; size: number; sha256: string; handle: Awaited<ReturnType<typeof open>>; hash: ReturnType<typeof createHash>; got: number } | undefined;
    const closeFile = async () => {
      if (!file) return;
      await file.handle.close();
      const digest = file.hash.digest('hex');
      if (file.got !== file.size || digest !== file.sha256) {
        throw new BackupError(`The backup is damaged: the file ${file.path} does not match its checksum.`);
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
          throw new BackupError(`The backup's table ${rec.name} does not match this version (columns ${missing.join(', ')}).`);
        }
        columns.set(rec.name, rec.columns);
        counts[rec.name] = 0;
      } else if (rec.t === 'rows') {
        const cols = columns.get(rec.table);
        if (!cols) throw new BackupError(`The backup is damaged: rows of ${rec.table} before its table.`);
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
        if (path.isAbsolute(rec.path) || parts.some((p) => p === '' || p === '.' || p === '..' || p.startsWith('.'))) {
          throw new BackupError(`The backup is damaged: bad file name ${JSON.stringify(rec.path)}.`);
        }
        const target = path.join(uploads, ...parts);
        await mkdir(path.dirname(target), { recursive: true });
        written.push(target);
        file = { path: rec.path, size: rec.size, sha256: rec.sha256, handle: await open(target, 'wx', 0o640), hash: createHash('sha256'), got: 0 };
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
        throw new BackupError(`The backup is damaged: ${name} has ${counts[name] ?? 0} rows of ${n}.`);
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
