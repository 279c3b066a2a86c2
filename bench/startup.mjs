// bench/startup: time from starting the compiled server (`node --enable-source-maps
// build/server/main.js`, what `npm start` runs once built) to the first 200 on /healthz, and the
// server's idle RSS once it has settled, for the embedded database (first start and restart) and
// for PostgreSQL.
// Usage: npm run bench:startup   (PostgreSQL from BENCH_DATABASE_URL or the local server)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const pgAdmin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

function rssMb(pid) {
  const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return m ? Number(m[1]) / 1024 : NaN;
}

/** CPU time (user + system) the process has used so far, in ms: less swayed by other load. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in 1/100 s
}

const pause = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls the RSS until it has moved by less than 1 MB over the last second (at most 15 s). */
async function settledRss(pid) {
  const samples = [];
  const t0 = performance.now();
  for (;;) {
    samples.push(rssMb(pid));
    const last = samples.slice(-5);
    if (last.length === 5 && Math.max(...last) - Math.min(...last) < 1) return last.at(-1);
    if (performance.now() - t0 > 15_000) return samples.at(-1);
    await pause(250);
  }
}

async function startOnce(env) {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(root, 'build/server/main.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        ...env,
        PORT: String(port),
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    },
  );
  let ms;
  let cpu;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.status === 200) {
        ms = performance.now() - t0;
        cpu = cpuMs(child.pid);
        break;
      }
    } catch {
      /* not up yet */
    }
    if (performance.now() - t0 > 120_000) throw new Error('server did not start in 120 s');
    await pause(10);
  }
  const rss = await settledRss(child.pid);
  const exited = new Promise((r) => child.on('exit', r));
  child.kill('SIGTERM');
  await exited;
  return { ms, cpu, rss };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
function report(label, results) {
  const ms = median(results.map((r) => r.ms));
  const cpu = median(results.map((r) => r.cpu));
  const rss = median(results.map((r) => r.rss));
  console.log(
    `${label.padEnd(40)} ${ms.toFixed(0).padStart(6)} ms (CPU ${cpu.toFixed(0)} ms)   ` +
      `idle RSS ${rss.toFixed(0)} MB   (median of ${results.length})`,
  );
}

buildIfNeeded();
console.log(
  `Academy startup (compiled server -> first 200 on /healthz), ${os.cpus().length} cores, ` +
    `load average ${os.loadavg()[0].toFixed(1)}\n`,
);

const first = [];
const restart = [];
for (let i = 0; i < runs; i++) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-bench-'));
  first.push(
    await startOnce({ DATA_DIR: dir, DATABASE_URL: '', ADMIN_PASSWORD: 'bench-password' }),
  );
  restart.push(await startOnce({ DATA_DIR: dir, DATABASE_URL: '' }));
  rmSync(dir, { recursive: true, force: true });
}
report('embedded PGlite, first start (initdb)', first);
report('embedded PGlite, restart', restart);

const admin = new pg.Client({ connectionString: pgAdmin });
await admin.connect();
const pgRuns = [];
const pgRestarts = [];
for (let i = 0; i < runs; i++) {
  const name = `academy_bench_${process.pid}_${i}`;
  await admin.query(`create database "${name}"`);
  const url = new URL(pgAdmin);
  url.pathname = `/${name}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-bench-'));
  const env = { DATA_DIR: dir, DATABASE_URL: url.toString(), ADMIN_PASSWORD: 'bench-password' };
  pgRuns.push(await startOnce(env));
  pgRestarts.push(await startOnce(env));
  rmSync(dir, { recursive: true, force: true });
  await admin.query(`drop database "${name}" with (force)`);
}
await admin.end();
report('PostgreSQL, fresh database', pgRuns);
report('PostgreSQL, restart', pgRestarts);
