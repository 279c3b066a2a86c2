import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { postgresAdminUrl, postgresUrlFor } from './postgres-url';

/** A new, empty database on the machine's PostgreSQL for a process test; `drop()` removes it. */
export async function freshPostgres(label: string) {
  const name = `academy_${label}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl() });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = postgresUrlFor(name);
  return {
    url,
    /** Runs one query on it (a client of its own). */
    async query<R>(text: string, values: unknown[] = []): Promise<R[]> {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(text, values)).rows as R[];
      } finally {
        await client.end();
      }
    },
    async drop() {
      const client = new pg.Client({ connectionString: postgresAdminUrl() });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
