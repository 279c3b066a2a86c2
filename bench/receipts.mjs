// bench/receipts: the time from a click to a fee receipt ready to print (the receipt in the DOM
// and painted, fonts loaded), on the demo data. Target: < 200 ms (issue 8, bench/reports).
//   - admin: click 'Save and issue receipt' in the Record payment dialog → the new receipt page
//     (the payment is saved, its serial allocated, then the receipt fetched and drawn);
//   - student: click a receipt on the Fee page → the receipt page.
// Usage: node bench/receipts.mjs   (BENCH_RUNS samples per figure, default 20; BENCH_POSTGRES=0
// skips PostgreSQL; BENCH_DATABASE_URL picks its server)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 20);
const pgAdmin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = { username: 'admin', password: 'bench-admin-pass-1' };
const student = { studentId: 'student', password: '12345' };
// Jaspreet Kaur of the demo data: ₹15,000 unpaid, so every run can pay ₹1.
const payer = 'ACA-2026-0002';

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
  return { median: at(0.5), p95: at(0.95), max: s[s.length - 1] };
};

async function startServer(env) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let out = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
      DEMO_DATA: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${out}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${out}`);
    const ok = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { baseUrl, stop };
}

/**
 * Runs in the page: a click notes its time (capture phase, before React sees it); a
 * MutationObserver notes when the receipt enters the DOM; two animation frames later (painted)
 * and with the fonts loaded, the receipt is ready to print.
 */
function receiptWatcher() {
  window.__arm = () => {
    window.__clickAt = undefined;
    window.__readyAt = undefined;
    const observer = new MutationObserver(() => {
      if (window.__clickAt === undefined || !document.querySelector('article.receipt')) return;
      observer.disconnect();
      requestAnimationFrame(() =>
        requestAnimationFrame(() =>
          document.fonts.ready.then(() => (window.__readyAt = performance.now())),
        ),
      );
    });
    observer.observe(document, { childList: true, subtree: true });
  };
  document.addEventListener(
    'click',
    () => {
      if (window.__clickAt === undefined) window.__clickAt = performance.now();
    },
    true,
  );
}

const elapsed = (page) =>
  page
    .waitForFunction(() => window.__readyAt && window.__readyAt - window.__clickAt, null, {
      polling: 'raf',
      timeout: 10_000,
    })
    .then((h) => h.jsonValue());

async function measure(baseUrl) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const result = {};
  try {
    // The office: record ₹1 and wait for the new receipt.
    const office = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await office.request.post(`${baseUrl}/auth/login`, {
      data: admin,
      headers: { origin: baseUrl },
    });
    await office.addInitScript(receiptWatcher);
    const page = await office.newPage();
    const times = [];
    let first;
    for (let i = 0; i < runs + 1; i++) {
      await page.goto(`${baseUrl}/Sidebar/Fees`);
      const row = page.getByRole('row').filter({ hasText: payer });
      await row.getByRole('button', { name: /^Record payment/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Record payment' });
      await dialog.getByLabel(/^Amount/).fill('1');
      await page.evaluate(() => window.__arm());
      await dialog.getByRole('button', { name: 'Save and issue receipt' }).click();
      const ms = await elapsed(page);
      if (i === 0) first = ms;
      else times.push(ms);
    }
    result['admin: Save and issue receipt → receipt'] = { ...stats(times), first };
    await office.close();

    // The student: open a receipt from the Fee page.
    const own = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await own.request.post(`${baseUrl}/auth/student/login`, {
      data: student,
      headers: { origin: baseUrl },
    });
    await own.addInitScript(receiptWatcher);
    const sp = await own.newPage();
    const stimes = [];
    let sfirst;
    for (let i = 0; i < runs + 1; i++) {
      await sp.goto(`${baseUrl}/Sdashboard/fee`);
      const link = sp.getByRole('link', { name: /^Receipt RCT/ }).first();
      await link.waitFor();
      await sp.evaluate(() => window.__arm());
      await link.click();
      const ms = await elapsed(sp);
      if (i === 0) sfirst = ms;
      else stimes.push(ms);
    }
    result['student: receipt link → receipt'] = { ...stats(stimes), first: sfirst };
    await own.close();
  } finally {
    await browser.close();
  }
  return result;
}

function report(label, result) {
  console.log(`\n${label} (${runs} runs after a first, cold one)`);
  for (const [name, { median, p95, max, first }] of Object.entries(result)) {
    const flag = p95 < 200 ? 'ok' : 'OVER 200 ms';
    console.log(
      `  ${name.padEnd(42)} median ${median.toFixed(0).padStart(4)} ms   p95 ${p95
        .toFixed(0)
        .padStart(4)} ms   max ${max.toFixed(0).padStart(4)} ms   first ${first
        .toFixed(0)
        .padStart(4)} ms   ${flag}`,
    );
  }
}

buildIfNeeded();

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-bench-receipts-'));
try {
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
  try {
    report('PGlite', await measure(server.baseUrl));
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

if (process.env.BENCH_POSTGRES !== '0') {
  const name = `academy_bench_receipts_${process.pid}`;
  const client = new pg.Client({ connectionString: pgAdmin });
  try {
    await client.connect();
  } catch (err) {
    console.log(`\nPostgreSQL skipped (${pgAdmin} unreachable: ${err.message})`);
    process.exit(0);
  }
  await client.query(`create database "${name}"`);
  const url = new URL(pgAdmin);
  url.pathname = `/${name}`;
  const pgDir = mkdtempSync(path.join(os.tmpdir(), 'academy-bench-receipts-pg-'));
  try {
    const server = await startServer({ DATA_DIR: pgDir, DATABASE_URL: url.toString() });
    try {
      report('PostgreSQL', await measure(server.baseUrl));
    } finally {
      await server.stop();
    }
  } finally {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
    rmSync(pgDir, { recursive: true, force: true });
  }
}
