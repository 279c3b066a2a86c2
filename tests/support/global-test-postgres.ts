import { ensureTestPostgres } from '#scripts/test-postgres.mjs';

/**
 * The process tests' PostgreSQL (scripts/test-postgres.mjs): the one `npm test` found or started
 * (TEST_DATABASE_URL), the local server, or an embedded one started for this run and stopped
 * after it. Its URL reaches the test files through TEST_DATABASE_URL.
 */
export default async function setup() {
  const pg = await ensureTestPostgres();
  process.env.TEST_DATABASE_URL = pg.url;
  return async () => {
    if (pg.started) delete process.env.TEST_DATABASE_URL;
    await pg.stop();
  };
}
