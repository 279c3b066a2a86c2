// Kill trials: the real server is killed with SIGKILL at a random point while admins write
// notices, then started again on the same data. Every write it acknowledged (a 201 with the
// notice's id) must be there afterwards, and every restart must come up.
//
//   node --import tsx security/durability.ts [--trials 20] [--db pglite|postgres|both]
//
// `npm run security:full` runs 20 trials on each database; tests/process/durability.test.ts
// runs a few in `npm test`.
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../src/server/db/client';
import { notices } from '../src/server/db/schema';
import { postgresAdminUrl, postgresUrlFor } from '../tests/support/postgres-url';
import {
  freePort,
  runServer,
  waitForHealthy,
  type ServerProcess,
} from '../tests/support/server-process';

export type DbKind = 'pglite' | 'postgres';

export type KillTrialsResult = {
  db: DbKind;
  trials: number;
  acknowledged: number;
  lost: number;
  restarts: number;
  restartsOk: number;
  /** Slowest start (the first included), to the first 200 on /healthz. */
  slowestStartMs: number;
};

const password = 'durability-admin-pass';
const writers = 4;

async function adminCookie(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  const cookie = /academy_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error(`admin login failed: ${res.status}`);
  return cookie;
}

/** Writes notices from a few writers until `killAt` are acknowledged, then SIGKILLs the server. */
async function writeAndKill(server: ServerProcess, trial: number, killAt: number) {
  const cookie = await adminCookie(server.baseUrl);
  const acknowledged: number[] = [];
  let n = 0;
  let killed = false;
  const writer = async () => {
    while (!killed) {
      const title = `Durability ${trial}-${n++}`;
      try {
        const res = await fetch(`${server.baseUrl}/api/notices`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({
            title,
            details: 'Kill trial',
            postedBy: 'Office',
            date: '2026-11-22',
          }),
        });
        if (res.status === 201) {
          acknowledged.push(((await res.json()) as { id: number }).id);
          if (acknowledged.length >= killAt && !killed) {
            killed = true;
            server.child.kill('SIGKILL');
          }
        }
      } catch {
        // The connection died with the server: that write was never acknowledged.
        if (server.child.exitCode !== null || server.child.signalCode !== null) return;
      }
    }
  };
  await Promise.all(Array.from({ length: writers }, writer));
  await server.exited;
  return acknowledged;
}

async function start(env: NodeJS.ProcessEnv): Promise<{ server: ServerProcess; ms: number }> {
  const port = await freePort();
  const began = performance.now();
  const server = runServer({ ...env, LOG_LEVEL: 'warn' }, port);
  await waitForHealthy(server.baseUrl, 120_000);
  return { server, ms: performance.now() - began };
}

/** Runs `trials` kill trials on one fresh database; `writes` is about the total acknowledged. */
export async function runKillTrials(
  db: DbKind,
  trials: number,
  writes = 1000,
): Promise<KillTrialsResult> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'academy-kill-'));
  let dbName = '';
  const env: NodeJS.ProcessEnv = {
    DATA_DIR: dir,
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: password,
    DATABASE_URL: '',
  };
  if (db === 'postgres') {
    dbName = `academy_kill_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresAdminUrl() });
    await admin.connect();
    await admin.query(`create database "${dbName}"`);
    await admin.end();
    env.DATABASE_URL = postgresUrlFor(dbName);
  }
  const perTrial = Math.max(2, Math.round(writes / trials));
  const acknowledged: number[] = [];
  let restartsOk = 0;
  let slowest = 0;
  let database: Database | undefined;
  try {
    for (let trial = 0; trial < trials; trial++) {
      const { server, ms } = await start(env);
      slowest = Math.max(slowest, ms);
      if (trial > 0) restartsOk++;
      // Anywhere from the first write to twice the average: averages `perTrial` a trial.
      acknowledged.push(...(await writeAndKill(server, trial, randomInt(1, 2 * perTrial))));
    }
    // The last restart, then a clean stop so the data can be read directly.
    const { server, ms } = await start(env);
    slowest = Math.max(slowest, ms);
    restartsOk++;
    server.child.kill('SIGTERM');
    await server.exited;

    database = await openDatabase(
      db === 'postgres'
        ? { kind: 'postgres', url: env.DATABASE_URL!, max: 2 }
        : { kind: 'pglite', dataDir: path.join(dir, 'db') },
    );
    const found = new Set<number>();
    for (let i = 0; i < acknowledged.length; i += 500) {
      const ids = acknowledged.slice(i, i + 500);
      const rows = await database.db
        .select({ id: notices.id })
        .from(notices)
        .where(inArray(notices.id, ids));
      for (const r of rows) found.add(r.id);
    }
    return {
      db,
      trials,
      acknowledged: acknowledged.length,
      lost: acknowledged.filter((id) => !found.has(id)).length,
      restarts: trials,
      restartsOk,
      slowestStartMs: Math.round(slowest),
    };
  } finally {
    await database?.close();
    if (dbName) {
      const admin = new pg.Client({ connectionString: postgresAdminUrl() });
      await admin.connect();
      await admin.query(`drop database if exists "${dbName}" with (force)`);
      await admin.end();
    }
    await rm(dir, { recursive: true, force: true });
  }
}

export function formatKillTrials(r: KillTrialsResult): string {
  return (
    `kill trials (${r.db}): ${r.trials} SIGKILLs during ${r.acknowledged} acknowledged writes, ` +
    `${r.lost} lost, ${r.restartsOk}/${r.restarts} restarts, slowest start ${r.slowestStartMs} ms`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string, fallback: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1]! : fallback;
  };
  const trials = Number(arg('trials', '20'));
  const which = arg('db', 'both');
  const kinds: DbKind[] = which === 'both' ? ['pglite', 'postgres'] : [which as DbKind];
  let bad = false;
  for (const kind of kinds) {
    const r = await runKillTrials(kind, trials);
    console.log(formatKillTrials(r));
    if (r.lost > 0 || r.restartsOk < r.restarts) bad = true;
  }
  process.exit(bad ? 1 : 0);
}
