// Two instances started at the same moment on a new PostgreSQL database (a deploy that starts
// every instance at once): migrations and the first-run bootstrap take an advisory lock, so both
// come up, each migration is applied once, and there is one first admin and one catalogue.
import { readdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seedCourses } from '#shared/catalogue.ts';
import { freshPostgres } from '../support/fresh-postgres';
import {
  freePort,
  repoRoot,
  runServer,
  waitForHealthy,
  type ServerProcess,
} from '../support/server-process';

const servers: ServerProcess[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.exited));
  for (const c of cleanups) await c();
}, 60_000);

describe('two instances started together on a new database', () => {
  it('both come up; every migration is applied once; one first admin, one catalogue', async () => {
    const db = await freshPostgres('together');
    cleanups.push(() => db.drop());
    const dir = await mkdtemp(path.join(os.tmpdir(), 'academy-together-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const env = {
      DATABASE_URL: db.url,
      DATA_DIR: dir,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'together-admin-pass',
      LOG_LEVEL: 'warn',
    };
    const [p1, p2] = [await freePort(), await freePort()];
    // The same moment: neither waits for the other.
    servers.push(runServer(env, p1), runServer(env, p2));
    const [a, b] = servers as [ServerProcess, ServerProcess];
    // Up, or failed: a server that exits fails the test at once, with what it printed.
    const up = (s: ServerProcess) =>
      Promise.race([
        waitForHealthy(s.baseUrl),
        s.exited.then((code) => {
          throw new Error(`exited with ${code}:\n${s.output()}`);
        }),
      ]);
    await Promise.all([up(a), up(b)]);
    expect(a.child.exitCode).toBeNull();
    expect(b.child.exitCode).toBeNull();

    const files = (await readdir(path.join(repoRoot, 'drizzle'))).filter((f) => f.endsWith('.sql'));
    const applied = await db.query<{ hash: string }>(
      'select hash from drizzle.__drizzle_migrations',
    );
    expect(applied).toHaveLength(files.length);
    expect(new Set(applied.map((m) => m.hash)).size).toBe(files.length);
    expect(await db.query("select username from users where role = 'admin'")).toEqual([
      { username: 'admin' },
    ]);
    const [courses] = await db.query<{ n: number }>('select count(*)::int as n from courses');
    expect(courses!.n).toBe(seedCourses().length);
    // The job queue's schema too: one version row, one schedule per recurring job.
    expect(await db.query('select version from pgboss.version')).toHaveLength(1);
    const schedules = await db.query<{ name: string }>('select name from pgboss.schedule');
    expect(schedules.map((s) => s.name).sort()).toEqual([
      'housekeeping',
      'mock-deadline-sweep',
      'outbox-sweep',
    ]);
    // Each can log the one admin in.
    for (const s of [a, b]) {
      const res = await fetch(`${s.baseUrl}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'together-admin-pass' }),
      });
      expect(res.status).toBe(200);
    }
  });
});
