import { localAdminUrl } from '#scripts/test-postgres.mjs';

/**
 * The tests' PostgreSQL: TEST_DATABASE_URL (set by `npm test` and the global setups when they
 * start an embedded one), or the local server (PGHOST/PGPORT, default 127.0.0.1:5432).
 */
export function postgresAdminUrl(): string {
  return process.env.TEST_DATABASE_URL || localAdminUrl();
}

export function postgresUrlFor(database: string): string {
  const url = new URL(postgresAdminUrl());
  url.pathname = `/${database}`;
  return url.toString();
}
