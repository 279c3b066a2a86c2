// bench/throughput: requests a second and latency at 50 connections (autocannon) for the public
// reads, against the compiled product on the embedded database and on PostgreSQL, and against a
// bare node:http server sending the same bytes with the same headers, in one run.
// Usage: npm run bench:throughput   (BENCH_DURATION seconds per read, default 10;
//                                    PostgreSQL from BENCH_DATABASE_URL or the local server)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const pgAdmin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const reads = ['/api/catalogue', '/healthz', '/'];

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function waitHealthy(base, child) {
  const t0 = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/healthz`)).status === 200) return;
    } catch {
      /* not listening yet */
    }
    if (performance.now() - t0 > 120_000) throw new Error('the server did not start in 120 s');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Starts the compiled server the way production does; resolves when /healthz answers 200. */
async function startProduct(env) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(root, 'build/server/main.js')],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env, PORT: `${port}` },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitHealthy(base, child);
  return {
    base,
    stop: () =>
      new Promise((resolve) => {
        child.on('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** A bare node:http server answering each read with the bytes and headers the product sent. */
async function startBare(answers) {
  const server = createServer((req, res) => {
    const a = answers.get(req.url);
    if (!a) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': a.type, 'content-length': a.body.length });
    res.end(a.body);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {
    base: `http://127.0.0.1:${server.address().port}`,
    stop: () => new Promise((r) => server.close(r)),
  };
}

async function load(base, read, seconds = duration) {
  const r = await autocannon({ url: `${base}${read}`, connections, duration: seconds });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors + r.timeouts,
  };
}

async function measure(label, target) {
  const out = {};
  for (const read of reads) {
    await load(target.base, read, 2); // warm-up (JIT, caches, pools), not counted
    out[read] = await load(target.base, read);
    console.error(`  ${label} ${read}: ${out[read].rps.toFixed(0)} req/s`);
  }
  return out;
}

buildIfNeeded();
console.error(
  `bench/throughput: ${connections} connections, ${duration} s a read, after a 2 s warm-up`,
);

const results = {};
const answers = new Map();

// The embedded database.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-throughput-'));
let product = await startProduct({
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  ADMIN_PASSWORD: 'bench-pass-1',
});
for (const read of reads) {
  const res = await fetch(`${product.base}${read}`);
  answers.set(read, {
    type: res.headers.get('content-type') ?? 'text/plain',
    body: Buffer.from(await res.arrayBuffer()),
  });
}
results.pglite = await measure('PGlite', product);
await product.stop();
rmSync(dataDir, { recursive: true, force: true });

// PostgreSQL.
const admin = new pg.Client({ connectionString: pgAdmin });
await admin.connect();
const name = `academy_throughput_${process.pid}`;
await admin.query(`create database "${name}"`);
try {
  const url = new URL(pgAdmin);
  url.pathname = `/${name}`;
  const pgData = mkdtempSync(path.join(os.tmpdir(), 'academy-throughput-'));
  product = await startProduct({
    DATA_DIR: pgData,
    DATABASE_URL: url.toString(),
    ADMIN_PASSWORD: 'bench-pass-1',
  });
  results.postgres = await measure('PostgreSQL', product);
  await product.stop();
  rmSync(pgData, { recursive: true, force: true });
} finally {
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}

// Bare node:http on the same bytes.
const bare = await startBare(answers);
results.bare = await measure('bare', bare);
await bare.stop();

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const cell = (r, b) =>
  `${Math.round(r.rps).toLocaleString('en')} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${(r.rps / b.rps).toFixed(2)}× bare` +
  (r.bad ? `, ${r.bad} errors/non-2xx` : '');
console.log(
  `\n${connections} connections, ${duration} s each, ${os.cpus().length} cores (load average ${os.loadavg()[0].toFixed(1)}), ${new Date().toISOString().slice(0, 10)}\n`,
);
console.log('| read | embedded (PGlite) | PostgreSQL | bare node:http, same bytes |');
console.log('|---|---|---|---|');
for (const read of reads) {
  const b = results.bare[read];
  console.log(
    `| \`GET ${read}\` (${kb(answers.get(read).body.length)}) | ${cell(results.pglite[read], b)} | ${cell(results.postgres[read], b)} | ${Math.round(b.rps).toLocaleString('en')} req/s, p50 ${b.p50} ms, p99 ${b.p99} ms |`,
  );
}
