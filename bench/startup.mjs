// bench/startup: time from `npm start` to the first 200 on /healthz, and the server's idle RSS,
// for the embedded database (first start and restart) and for PostgreSQL.
// Usage: npm run bench:startup   (PostgreSQL from BENCH_DATABASE_URL or the local server)
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const pgAdmin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

function descendants(pid) {
  const out = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,args=']).toString();
  const rows = out
    .trim()
    .split('\n')
    .map((l) => l.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/))
    .filter(Boolean);
  const all = [];
  const walk = (p) =>
    rows
      .filter((r) => Number(r[2]) === p)
      .forEach((r) => {
        all.push({ pid: Number(r[1]), args: r[3] });
        walk(Number(r[1]));
      });
  walk(pid);
  return all;
}

function rssMb(pid) {
  const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return m ? Number(m[1]) / 1024 : NaN;
}

async function startOnce(env) {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn('npm', ['start'], {
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  let ms;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.status === 200) {
        ms = performance.now() - t0;
        break;
      }
    } catch {
      /* not up yet */
    }
    if (performance.now() - t0 > 120_000) throw new Error('server did not start in 120 s');
    await new Promise((r) => setTimeout(r, 20));
  }
  await new Promise((r) => setTimeout(r, 3000)); // settle, then read idle memory
  const server = descendants(child.pid).find(
    (p) => /^node\b/.test(p.args) && p.args.includes('scripts/start.mjs'),
  );
  const rss = server ? rssMb(server.pid) : NaN;
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((r) => child.on('exit', r));
  return { ms, rss };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
function report(label, results) {
  const ms = median(results.map((r) => r.ms));
  const rss = median(results.map((r) => r.rss));
  console.log(
    `${label.padEnd(40)} ${ms.toFixed(0).padStart(6)} ms   idle RSS ${rss.toFixed(0)} MB   (median of ${results.length})`,
  );
}

buildIfNeeded();
console.log(`Academy startup (npm start -> first 200 on /healthz), ${os.cpus().length} cores\n`);

const first = [];
const restart = [];
for (let i = 0; i < runs; i++) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-bench-'));
  first.push(await startOnce({ DATA_DIR: dir, ADMIN_PASSWORD: 'bench-password' }));
  restart.push(await startOnce({ DATA_DIR: dir }));
  rmSync(dir, { recursive: true, force: true });
}
report('embedded PGlite, first start (initdb)', first);
report('embedded PGlite, restart', restart);

const admin = new pg.Client({ connectionString: pgAdmin });
await admin.connect();
const pgRuns = [];
for (let i = 0; i < runs; i++) {
  const name = `academy_bench_${process.pid}_${i}`;
  await admin.query(`create database "${name}"`);
  const url = new URL(pgAdmin);
  url.pathname = `/${name}`;
  pgRuns.push(await startOnce({ DATABASE_URL: url.toString(), ADMIN_PASSWORD: 'bench-password' }));
  await admin.query(`drop database "${name}" with (force)`);
}
await admin.end();
report('PostgreSQL, fresh database', pgRuns);
