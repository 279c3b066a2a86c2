// bench/admin-cold: the admin console's cold load in Chromium: a new browser context (empty HTTP
// cache) with a live admin session opens /Sidebar, and the time is taken from the navigation's
// start to the Overview's counts on screen (`ul[aria-label="Overview"]` no longer busy), and to
// the first row of /Sidebar/TeacherData. Target: <= 500 ms (median). Fresh embedded database
// with the demo data. Usage: npm run bench:admin-cold   (BENCH_RUNS, default 10)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.BENCH_RUNS ?? 10);
const admin = { username: 'admin', password: 'bench-admin-pass-1' };
const screens = [
  ['/Sidebar (Overview counts)', '/Sidebar', 'ul[aria-label="Overview"][aria-busy="false"]'],
  [
    '/Sidebar/TeacherData (first row)',
    '/Sidebar/TeacherData',
    'table[aria-label="Teachers"] tbody tr',
  ],
];

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
  return { median: at(0.5), p95: at(0.95) };
};

/** Runs in the page: notes when the selector first matches, from the navigation's start. */
function watcher(selector) {
  const check = () => {
    if (window.__ready === undefined && document.querySelector(selector)) {
      window.__ready = performance.now();
    }
  };
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
  });
}

buildIfNeeded();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-admin-cold-'));
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO_DATA: '1',
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  },
  stdio: 'ignore',
});

let ok = true;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const t0 = Date.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error('the server exited during start-up');
    const up = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() - t0 > 120_000) throw new Error('server did not start in 120 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(admin),
  });
  if (!login.ok) throw new Error(`admin login answered ${login.status}`);
  const [name, value] = login.headers.get('set-cookie').split(';')[0].split('=');

  console.log(`Admin console cold load on ${base} (${runs} runs, new context each)\n`);
  for (const [label, url, selector] of screens) {
    const times = [];
    for (let i = 0; i < runs + 1; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addCookies([{ name, value, url: base }]);
      await context.addInitScript(watcher, selector);
      const page = await context.newPage();
      await page.goto(base + url, { waitUntil: 'commit' });
      const at = await page
        .waitForFunction(() => window.__ready, null, { polling: 'raf', timeout: 30_000 })
        .then((h) => h.jsonValue());
      if (i >= 1) times.push(at); // the first run warms the server's memory
      await context.close();
    }
    const { median, p95 } = stats(times);
    const flag = median <= 500 ? 'ok' : 'OVER 500 ms';
    console.log(
      `  ${label.padEnd(36)} median ${median.toFixed(0).padStart(4)} ms   p95 ${p95.toFixed(0).padStart(4)} ms   ${flag}`,
    );
    if (median > 500) ok = false;
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = ok ? 0 : 1;
