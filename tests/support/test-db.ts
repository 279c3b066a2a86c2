import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '#server/db/client.ts';
import { postgresAdminUrl, postgresUrlFor } from './postgres-url';

export type TestDbKind = 'pglite' | 'postgres';

export function testDbKind(): TestDbKind {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/** A fresh, migrated database for one test file: a copy of the run's template. */
export async function createTestDatabase(): Promise<Database> {
  if (testDbKind() === 'pglite') {
    const tarball = await readFile(inject('pgliteTemplate'));
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([tarball]) });
  }
  const name = `${inject('pgPrefix')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl() });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${inject('pgTemplate')}"`);
  } finally {
    await admin.end();
  }
  return openDatabase({ kind: 'postgres', url: postgresUrlFor(name), max: 4 });
}
