import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/client.ts';
import { jobDefinitions } from '#server/jobs/definitions.ts';
import { installJobSchema } from '#server/jobs/queue.ts';
import { ensureTestPostgres } from '#scripts/test-postgres.mjs';
import { postgresAdminUrl, postgresUrlFor } from './postgres-url';

/**
 * Creates a migrated template database on the machine's PostgreSQL for this run; each test file
 * gets its own copy (CREATE DATABASE ... TEMPLATE), and all of them are dropped at the end.
 */
export default async function setup(project: TestProject) {
  // The local server, or an embedded one started for this run (scripts/test-postgres.mjs).
  const server = await ensureTestPostgres();
  process.env.TEST_DATABASE_URL = server.url;
  const prefix = `academy_test_${randomBytes(4).toString('hex')}`;
  const template = `${prefix}_tpl`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl() });
  try {
    await admin.connect();
  } catch (err) {
    throw new Error(
      `PostgreSQL is not reachable at ${postgresAdminUrl()} (set TEST_DATABASE_URL): ${String(err)}`,
    );
  }
  await admin.query(`create database "${template}"`);
  const database = await openDatabase({ kind: 'postgres', url: postgresUrlFor(template), max: 1 });
  await database.migrate();
  await installJobSchema(database, jobDefinitions);
  await database.close();
  project.provide('pgTemplate', template);
  project.provide('pgPrefix', prefix);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${prefix}%`],
    );
    for (const { datname } of rows)
      await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.end();
    await server.stop();
  };
}
