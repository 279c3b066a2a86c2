import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { migrationsFolder, openDatabase, type Database } from '#server/db/client.ts';
import { postgresAdminUrl, postgresUrlFor } from './postgres-url';
import { testDbKind } from './test-db';

/**
 * A database with nothing in it (not the migrated template): a new in-memory PGlite, or a new
 * PostgreSQL database named with the run's prefix (dropped with the others at the end).
 */
export async function createEmptyDatabase(): Promise<Database> {
  if (testDbKind() === 'pglite') return openDatabase({ kind: 'pglite' });
  const name = `${inject('pgPrefix')}_empty_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl() });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  return openDatabase({ kind: 'postgres', url: postgresUrlFor(name), max: 2 });
}

type Journal = { entries: { idx: number; tag: string }[] };

/**
 * Applies the committed migrations up to `lastTag` only: drizzle's migrator reads the journal, so
 * a temporary folder gets those SQL files and a journal that lists only them.
 */
export async function migrateUpTo(database: Database, lastTag: string): Promise<void> {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as Journal;
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  const entries = journal.entries.slice(0, last + 1);
  const dir = await mkdtemp(path.join(tmpdir(), 'academy-migrations-'));
  try {
    await mkdir(path.join(dir, 'meta'));
    await writeFile(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const { tag } of entries) {
      await copyFile(path.join(migrationsFolder, `${tag}.sql`), path.join(dir, `${tag}.sql`));
    }
    await database.migrate(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
