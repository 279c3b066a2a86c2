/** The machine's PostgreSQL for tests: TEST_DATABASE_URL, or the local trust-auth server. */
export function postgresAdminUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

export function postgresUrlFor(database: string): string {
  const url = new URL(postgresAdminUrl());
  url.pathname = `/${database}`;
  return url.toString();
}
