import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '#server/db/client.ts';
import { freshPostgres } from './fresh-postgres';
import type { Call } from './mock-test-calls';
import { freePort, runServer, waitForHealthy, type ServerProcess } from './server-process';

/**
 * One academy for a process test: its database (a new PostgreSQL database, or an embedded one in
 * a folder of its own), the server's environment, and the database opened from the test while
 * the server is stopped (PGlite has no lock on its folder: never while it runs).
 */
export async function processAcademy(kind: 'postgres' | 'pglite', label: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), `academy-${label}-`));
  const pg = kind === 'postgres' ? await freshPostgres(label) : null;
  const env: NodeJS.ProcessEnv = {
    DATA_DIR: dir,
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: `${label}-admin-pass`,
    ...(pg ? { DATABASE_URL: pg.url } : {}),
  };
  const instance = await serverInstance(env);
  return {
    env,
    get server() {
      return instance.server;
    },
    start: instance.start,
    stop: instance.stop,
    /** Another instance of the same academy (same database and folder), on its own port. */
    twin: () => serverInstance(env),
    /** The database, opened from the test (the server must be stopped on PGlite). */
    open(): Promise<Database> {
      return pg
        ? openDatabase({ kind: 'postgres', url: pg.url, max: 2 })
        : openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'db') });
    },
    async cleanup() {
      await instance.stop('SIGKILL');
      await pg?.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** One server process of an academy: started on the same port each time. */
async function serverInstance(env: NodeJS.ProcessEnv) {
  const port = await freePort();
  let server: ServerProcess | undefined;
  return {
    get server() {
      if (!server) throw new Error('not started');
      return server;
    },
    /** Starts the server and waits until it is healthy (or fails with what it printed). */
    async start(extra: NodeJS.ProcessEnv = {}) {
      const s = runServer({ ...env, ...extra }, port);
      server = s;
      await Promise.race([
        waitForHealthy(s.baseUrl),
        s.exited.then((code) => {
          throw new Error(`the server exited with ${code}:\n${s.output()}`);
        }),
      ]);
      return s;
    },
    async stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') {
      if (!server || server.child.exitCode !== null) return;
      server.child.kill(signal);
      await server.exited;
    },
  };
}

/** Calls over HTTP with a session cookie, as `mockTestCalls` takes them. */
export const fetchCall =
  (baseUrl: () => string): Call =>
  async (method, url, cookie, payload) => {
    const res = await fetch(`${baseUrl()}${url}`, {
      method,
      headers: { cookie, ...(payload ? { 'content-type': 'application/json' } : {}) },
      ...(payload ? { body: JSON.stringify(payload) } : {}),
    });
    return { status: res.status, body: await res.text() };
  };

/** Logs in and returns the session cookie. */
export async function loginCookie(
  baseUrl: string,
  path: '/auth/login' | '/auth/student/login',
  body: object,
): Promise<string> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const cookie = /academy_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return cookie;
}
