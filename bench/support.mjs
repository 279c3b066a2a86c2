// What the benchmarks share: a free port, percentiles, the built product started on a fresh data
// folder (stopped and cleaned up by `stop`), and the admin's session cookie.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The admin every benchmark's server is started with. */
export const benchAdmin = { username: 'admin', password: 'bench-admin-pass-1' };

export const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Median, p95, min and max of a list of times. */
export const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
  return { median: at(0.5), p95: at(0.95), min: s[0], max: s.at(-1) };
};

/**
 * `node scripts/start.mjs` in production mode on a free port with its own data folder (unless
 * `env.DATA_DIR` names one), waiting for /healthz. `env` adds to and overrides the defaults
 * (e.g. DATABASE_URL, DEMO_DATA); `dir` is the checkout to run (another one, built, for a
 * before/after). Resolves to { baseUrl, stop }.
 */
export async function startServer(env = {}, dir = root) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = env.DATA_DIR ? null : mkdtempSync(path.join(os.tmpdir(), 'academy-bench-'));
  let out = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: dir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_USERNAME: benchAdmin.username,
      ADMIN_PASSWORD: benchAdmin.password,
      LOG_LEVEL: 'warn',
      DEMO_DATA: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (out = (out + d).slice(-20_000)));
  child.stderr.on('data', (d) => (out = (out + d).slice(-20_000)));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`server exited:\n${out}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not start in 120 s:\n${out}`);
    }
    const ok = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { baseUrl, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Logs the bench admin in; resolves to the `name=value` of the session cookie. */
export async function adminCookie(baseUrl) {
  const login = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(benchAdmin),
  });
  if (!login.ok) throw new Error(`admin login answered ${login.status}`);
  return login.headers.get('set-cookie').split(';')[0];
}

const pgAdmin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Runs `run` on a fresh embedded database (unless `pglite` is false), then (when `postgres` is
 * true) on a new PostgreSQL database made for it on BENCH_DATABASE_URL's server and dropped after.
 * `run` gets the label, the options to open the database with (to seed it) and the env to start
 * the server with.
 */
export async function onEachDatabase({ name, postgres, pglite = true }, run) {
  if (pglite) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `academy-bench-${name}-`));
    try {
      await run({
        label: 'PGlite',
        seedOptions: { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
        serverEnv: { DATA_DIR: dataDir, DATABASE_URL: '' },
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (!postgres) return;

  const client = new pg.Client({ connectionString: pgAdmin });
  try {
    await client.connect();
  } catch (err) {
    console.log(`\nPostgreSQL skipped (${pgAdmin} unreachable: ${err.message})`);
    return;
  }
  const database = `academy_bench_${name}_${process.pid}`;
  await client.query(`create database "${database}"`);
  const url = new URL(pgAdmin);
  url.pathname = `/${database}`;
  const pgDir = mkdtempSync(path.join(os.tmpdir(), `academy-bench-${name}-pg-`));
  try {
    await run({
      label: 'PostgreSQL',
      seedOptions: { kind: 'postgres', url: url.toString() },
      serverEnv: { DATA_DIR: pgDir, DATABASE_URL: url.toString() },
    });
  } finally {
    await client.query(`drop database if exists "${database}" with (force)`);
    await client.end();
    rmSync(pgDir, { recursive: true, force: true });
  }
}
