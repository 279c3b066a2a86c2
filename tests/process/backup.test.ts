import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { backup as backupJob } from '#server/jobs/backup.ts';
import { bootstrapDatabase } from '#server/seed/bootstrap.ts';
import { openDatabase, type DatabaseOptions } from '#server/db/client.ts';
import * as tables from '#server/db/tables.ts';
import { loadConfig } from '#server/env.ts';
import { backupDate, datedBackupName } from '#server/lib/backup-files.ts';
import { postgresAdminUrl, postgresUrlFor } from '../support/postgres-url';
import { buildServerIfNeeded, repoRoot } from '../support/server-process';
import { waitFor } from '../support/wait-for';

const dirs: string[] = [];
const databases: string[] = [];
const admin = new pg.Client({ connectionString: postgresAdminUrl() });

async function tempDir() {
  const d = await mkdtemp(path.join(os.tmpdir(), 'academy-backup-'));
  dirs.push(d);
  return d;
}

async function newPostgres(): Promise<string> {
  const name = `academy_backup_${process.pid}_${randomBytes(3).toString('hex')}`;
  await admin.query(`create database "${name}"`);
  databases.push(name);
  return postgresUrlFor(name);
}

/** Runs `node scripts/data.mjs …` (what `npm run backup|restore|migrate-to-postgres` run). */
function run(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    let out = '';
    const script = path.join(repoRoot, 'scripts', 'data.mjs');
    const child = spawn(process.execPath, [script, ...args], {
      cwd: os.tmpdir(), // no .env of the repository
      env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

const pgliteAt = (dataDir: string): DatabaseOptions => ({
  kind: 'pglite',
  dataDir: path.join(dataDir, 'db'),
});
const postgresAt = (url: string): DatabaseOptions => ({ kind: 'postgres', url, max: 1 });

/** Every table of the Drizzle schema (so tables other areas add are compared too). */
const schemaTables = (Object.values(tables) as unknown[])
  .filter((t): t is PgTable => is(t, PgTable))
  .map((t) => getTableConfig(t).name)
  .sort();

type Snapshot = {
  tables: string[];
  rows: Record<string, string[]>;
  sequences: Record<string, string | null>;
};

/** Every row of every table as UTC JSON text (sorted), and every sequence's position. */
async function snapshot(options: DatabaseOptions): Promise<Snapshot> {
  const database = await openDatabase(options);
  try {
    await database.db.execute(sql`set timezone = 'UTC'`);
    const list = await database.db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const names = (list.rows as { name: string }[]).map((r) => r.name);
    const rows: Snapshot['rows'] = {};
    for (const name of names) {
      const result = await database.db.execute(
        sql`select row_to_json(t)::text as j from ${sql.identifier(name)} t`,
      );
      rows[name] = (result.rows as { j: string }[]).map((r) => r.j).sort();
    }
    const seqs = await database.db.execute(
      sql`select sequencename as name, last_value::text as value from pg_sequences
          where schemaname = 'public'`,
    );
    const sequences = Object.fromEntries(
      (seqs.rows as { name: string; value: string | null }[]).map((r) => [r.name, r.value]),
    );
    return { tables: names, rows, sequences };
  } finally {
    await database.close();
  }
}

async function filesOf(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const e of entries) {
    if (!e.isFile()) continue;
    const full = path.join(e.parentPath, e.name);
    out[path.relative(dir, full)] = (await readFile(full)).toString('base64');
  }
  return out;
}

let source: string; // a DATA_DIR with the embedded database, demo data and uploads
let expected: Snapshot;
let expectedFiles: Record<string, string>;

beforeAll(async () => {
  buildServerIfNeeded();
  await admin.connect();
  source = await tempDir();
  const database = await openDatabase(pgliteAt(source));
  try {
    await database.migrate();
    const config = loadConfig({
      DATA_DIR: source,
      DEMO_DATA: '1',
      ADMIN_PASSWORD: 'backup-pass-1',
    });
    const logger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
    await bootstrapDatabase(database.db, config, logger);
  } finally {
    await database.close();
  }
  // Uploads: one over several 768 KB chunks, one small, one in a sub-folder.
  await mkdir(path.join(source, 'uploads', 'nested'), { recursive: true });
  await writeFile(path.join(source, 'uploads', `${'a'.repeat(32)}.pptx`), randomBytes(2_000_000));
  await writeFile(path.join(source, 'uploads', `${'b'.repeat(32)}.webp`), randomBytes(1234));
  await writeFile(path.join(source, 'uploads', 'nested', 'c.webp'), randomBytes(10));
  await writeFile(path.join(source, 'uploads', '.tmp-upload-in-progress'), 'skipped');
  expected = await snapshot(pgliteAt(source));
  expectedFiles = await filesOf(path.join(source, 'uploads'));
  delete expectedFiles['.tmp-upload-in-progress'];
}, 180_000);

afterAll(async () => {
  for (const name of databases) await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
  for (const d of dirs) await rm(d, { recursive: true, force: true });
}, 240_000); // each drop waits for a checkpoint: seconds apiece on a busy machine

function expectSame(actual: Snapshot) {
  expect(actual.tables).toEqual(expected.tables);
  for (const name of expected.tables) expect(actual.rows[name], name).toEqual(expected.rows[name]);
  expect(actual.sequences).toEqual(expected.sequences);
}

describe('backup, restore and migrate-to-postgres', () => {
  let backupFile: string;

  it('the demo data fills every table of the schema (so the round trips below compare real rows)', () => {
    expect(expected.tables).toEqual(expect.arrayContaining(schemaTables));
    const filled = schemaTables.filter((t) => expected.rows[t]!.length > 0);
    expect(filled.length).toBeGreaterThanOrEqual(Math.min(schemaTables.length, 6));
  });

  it('backs up the embedded database and its uploads into one file', async () => {
    backupFile = path.join(await tempDir(), 'academy.jsonl.gz');
    const r = await run(['backup', backupFile], { DATA_DIR: source });
    expect(r.out).toContain('Backed up');
    expect(r.code).toBe(0);
    const header = JSON.parse((await gunzipText(backupFile)).split('\n')[0]!) as {
      format: string;
      tables: string[];
    };
    expect(header.format).toBe('academy-backup');
    expect(header.tables).toEqual(expect.arrayContaining(schemaTables));
  });

  it('restores it into an empty data folder: every table row by row, sequences and files', async () => {
    const target = await tempDir();
    const r = await run(['restore', backupFile], { DATA_DIR: target });
    expect(r.out).toContain('Restored');
    expect(r.code).toBe(0);
    expectSame(await snapshot(pgliteAt(target)));
    expect(await filesOf(path.join(target, 'uploads'))).toEqual(expectedFiles);
  });

  it('restores it into an empty PostgreSQL database, backs that up and restores it into another', async () => {
    const first = await newPostgres();
    const firstUploads = await tempDir();
    const r1 = await run(['restore', backupFile], { DATA_DIR: firstUploads, DATABASE_URL: first });
    expect(r1.code, r1.out).toBe(0);
    expectSame(await snapshot(postgresAt(first)));
    expect(await filesOf(path.join(firstUploads, 'uploads'))).toEqual(expectedFiles);

    const second = await newPostgres();
    const secondUploads = await tempDir();
    const again = path.join(await tempDir(), 'from-postgres.jsonl.gz');
    const r2 = await run(['backup', again], { DATA_DIR: firstUploads, DATABASE_URL: first });
    expect(r2.code, r2.out).toBe(0);
    const r3 = await run(['restore', again], { DATA_DIR: secondUploads, DATABASE_URL: second });
    expect(r3.code, r3.out).toBe(0);
    expectSame(await snapshot(postgresAt(second)));
    expect(await filesOf(path.join(secondUploads, 'uploads'))).toEqual(expectedFiles);
  });

  it('migrate-to-postgres moves the embedded database, and its uploads with --uploads-to', async () => {
    const url = await newPostgres();
    const shared = path.join(await tempDir(), 'shared-uploads');
    const r = await run(['migrate-to-postgres', '--uploads-to', shared], {
      DATA_DIR: source,
      DATABASE_URL: url,
    });
    expect(r.out).toContain('Moved');
    expect(r.code).toBe(0);
    expectSame(await snapshot(postgresAt(url)));
    expect(await filesOf(shared)).toEqual(expectedFiles);
    // The embedded database is left as it was.
    expectSame(await snapshot(pgliteAt(source)));
  });

  it('into BACKUP_DIR: a dated file, those older than BACKUP_KEEP_DAYS deleted, the latest restores whole', async () => {
    const dir = path.join(await tempDir(), 'nightly');
    await mkdir(dir);
    const day = 86_400_000;
    const old = datedBackupName(new Date(Date.now() - 8 * day));
    const recent = datedBackupName(new Date(Date.now() - 6 * day));
    for (const name of [old, recent, 'notes.txt', 'academy-backup-by-hand.jsonl.gz'])
      await writeFile(path.join(dir, name), 'not a real backup');
    const env = { DATA_DIR: source, BACKUP_DIR: dir, BACKUP_KEEP_DAYS: '7' };
    const r = await run(['backup'], env);
    expect(r.code, r.out).toBe(0);
    expect(r.out).toContain(`Deleted 1 older backup(s) (kept 7 days): ${old}`);
    const names = (await readdir(dir)).sort();
    const made = names.filter((n) => backupDate(n) && n !== recent);
    expect(made).toHaveLength(1);
    expect(names).toEqual(
      [made[0]!, recent, 'notes.txt', 'academy-backup-by-hand.jsonl.gz'].sort(),
    );
    // The latest dated file is the one just made, and it holds everything.
    const latest = names
      .filter((n) => backupDate(n))
      .sort()
      .at(-1)!;
    expect(latest).toBe(made[0]);
    const url = await newPostgres();
    const target = await tempDir();
    const restored = await run(['restore', path.join(dir, latest)], {
      DATA_DIR: target,
      DATABASE_URL: url,
    });
    expect(restored.code, restored.out).toBe(0);
    expectSame(await snapshot(postgresAt(url)));
    expect(await filesOf(path.join(target, 'uploads'))).toEqual(expectedFiles);
  });

  /**
   * The server's own nightly backup: started in-process on `options` (already holding the
   * demo data) with BACKUP_DIR set, the `backup` job is scheduled at BACKUP_CRON; one run (sent
   * now instead of waiting for the night) writes a dated file while the server keeps answering,
   * deletes the dated ones past BACKUP_KEEP_DAYS, and the latest restores whole.
   */
  async function nightlyBackup(options: DatabaseOptions, dataDir: string) {
    const dir = path.join(await tempDir(), 'nightly');
    await mkdir(dir);
    const old = datedBackupName(new Date(Date.now() - 20 * 86_400_000));
    await writeFile(path.join(dir, old), 'not a real backup');
    const database = await openDatabase(options);
    const config = loadConfig({
      DATA_DIR: dataDir,
      BACKUP_DIR: dir,
      BACKUP_KEEP_DAYS: '14',
      BACKUP_CRON: '30 20 * * *',
    });
    const app = await buildApp({ config, database, jobs: 'run' });
    try {
      await app.ready();
      const schedules = await database.db.execute<{ cron: string }>(
        sql`select cron from pgboss.schedule where name = 'backup'`,
      );
      expect(schedules.rows).toEqual([{ cron: '30 20 * * *' }]);
      await app.jobs.send(backupJob, {}, { key: `backup:test-${Date.now()}` });
      // Requests are answered while it runs.
      expect((await app.inject('/healthz')).statusCode).toBe(200);
      const made = await waitFor(
        async () => {
          // A file being written is still `<name>.partial`, not a dated backup.
          const names = (await readdir(dir)).filter((n) => backupDate(n) && n !== old);
          return names.length === 1 ? names[0] : undefined;
        },
        { timeout: 60_000 },
      );
      await waitFor(async () => !(await readdir(dir)).includes(old), { timeout: 10_000 });
      const output = await waitFor(async () => {
        const done = await database.db.execute<{ output: { ms: number } }>(
          sql`select output from pgboss.job where name = 'backup' and state = 'completed'`,
        );
        return done.rows[0]?.output;
      });
      console.log(`nightly backup on ${options.kind}: ${output.ms} ms (the job's own figure)`);
      return path.join(dir, made);
    } finally {
      await app.close();
      await database.close();
    }
  }

  it('the running server writes the nightly backup on its own (embedded database); it restores whole', async () => {
    const copy = await tempDir();
    await rm(copy, { recursive: true });
    await cp(source, copy, { recursive: true });
    const file = await nightlyBackup(pgliteAt(copy), copy);
    const url = await newPostgres();
    const target = await tempDir();
    const r = await run(['restore', file], { DATA_DIR: target, DATABASE_URL: url });
    expect(r.code, r.out).toBe(0);
    expectSame(await snapshot(postgresAt(url)));
    expect(await filesOf(path.join(target, 'uploads'))).toEqual(expectedFiles);
  });

  it('the running server writes the nightly backup on PostgreSQL too; it restores whole', async () => {
    const url = await newPostgres();
    const uploads = await tempDir();
    const r1 = await run(['restore', backupFile], { DATA_DIR: uploads, DATABASE_URL: url });
    expect(r1.code, r1.out).toBe(0);
    const file = await nightlyBackup({ kind: 'postgres', url, max: 4 }, uploads);
    const target = await tempDir();
    const r2 = await run(['restore', file], { DATA_DIR: target });
    expect(r2.code, r2.out).toBe(0);
    expectSame(await snapshot(pgliteAt(target)));
    expect(await filesOf(path.join(target, 'uploads'))).toEqual(expectedFiles);
  });

  it('refuses a data folder or database that is not empty, saying why', async () => {
    const r1 = await run(['restore', backupFile], { DATA_DIR: source });
    expect(r1.code).toBe(1);
    expect(r1.out).toMatch(/Restore refused: the database is not empty: \d+ table\(s\) hold rows/);

    const url = await newPostgres();
    const r2 = await run(['migrate-to-postgres'], { DATA_DIR: source, DATABASE_URL: url });
    expect(r2.code, r2.out).toBe(0);
    const r3 = await run(['migrate-to-postgres'], { DATA_DIR: source, DATABASE_URL: url });
    expect(r3.code).toBe(1);
    expect(r3.out).toMatch(/Restore refused: the database is not empty/);

    const uploadsOnly = await tempDir();
    await mkdir(path.join(uploadsOnly, 'uploads'));
    await writeFile(path.join(uploadsOnly, 'uploads', 'x.webp'), 'x');
    const r4 = await run(['restore', backupFile], {
      DATA_DIR: uploadsOnly,
      DATABASE_URL: await newPostgres(),
    });
    expect(r4.code).toBe(1);
    expect(r4.out).toMatch(/the uploads folder .* is not empty \(1 file\(s\)\)/);
  });

  it('a cut-off backup restores nothing and says so; the database can then take a good one', async () => {
    const lines = (await gunzipText(backupFile)).split('\n').filter(Boolean);
    const cut = path.join(await tempDir(), 'cut.jsonl.gz');
    await gzipText(cut, `${lines.slice(0, -1).join('\n')}\n`);
    const url = await newPostgres();
    const dir = await tempDir();
    const r1 = await run(['restore', cut], { DATA_DIR: dir, DATABASE_URL: url });
    expect(r1.code).toBe(1);
    expect(r1.out).toContain('The backup is cut off (no end record): nothing was restored.');
    expect(await filesOf(path.join(dir, 'uploads'))).toEqual({});

    const r2 = await run(['restore', backupFile], { DATA_DIR: dir, DATABASE_URL: url });
    expect(r2.code, r2.out).toBe(0);
    expectSame(await snapshot(postgresAt(url)));
  });
});

async function gunzipText(file: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of createReadStream(file).pipe(createGunzip())) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function gzipText(file: string, text: string): Promise<void> {
  const gz = createGzip();
  const done = pipeline(gz, createWriteStream(file));
  gz.end(text);
  await done;
}
