// bench/lighthouse: Lighthouse (mobile configuration) on the public pages of the built product,
// and the first-load JavaScript of `/` (gzip). Targets: Performance >= 95, Accessibility, Best
// Practices and SEO 100, first-load JS <= 130 KB.
// Usage: npm run bench:lighthouse   (CHROME_PATH defaults to /usr/bin/chromium)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pages = ['/', '/Courses', '/graphic-design', '/contactus'];
const chromeFlags = chromiumArgs.join(' ');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const targets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** The scripts `/` loads on first visit: its modulepreloads and module imports, gzipped. */
function firstLoadJs() {
  const dir = path.join(root, 'build', 'client');
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const files = new Set(
    [...html.matchAll(/(?:href=|from |import\()"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]),
  );
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    const buf = readFileSync(path.join(dir, f));
    raw += buf.length;
    gz += gzipSync(buf).length;
  }
  return { files: files.size, raw, gz };
}

async function waitHealthy(base, child) {
  const t0 = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited during start-up');
    try {
      if ((await fetch(`${base}/healthz`)).status === 200) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() - t0 > 120_000) throw new Error('server did not start in 120 s');
    await new Promise((r) => setTimeout(r, 200));
  }
}

function lighthouse(url) {
  const bin = path.join(root, 'node_modules', '.bin', 'lighthouse');
  const res = spawnSync(
    bin,
    [
      url,
      `--chrome-flags=${chromeFlags}`,
      `--only-categories=${categories.join(',')}`,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? chromiumPath },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (res.status !== 0) throw new Error(`lighthouse failed on ${url}:\n${res.stderr}`);
  const report = JSON.parse(res.stdout.toString());
  const scores = Object.fromEntries(
    categories.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)]),
  );
  const failed = Object.values(report.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  const lcp = report.audits['largest-contentful-paint']?.displayValue;
  const tbt = report.audits['total-blocking-time']?.displayValue;
  return { scores, failed, lcp, tbt };
}

buildIfNeeded();
const js = firstLoadJs();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-lighthouse-'));
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  },
  stdio: 'ignore',
});

let ok = true;
try {
  await waitHealthy(base, server);
  console.log(`Lighthouse ${'(mobile)'} on ${base}\n`);
  console.log('page                  perf  a11y  best  seo   LCP      TBT');
  for (const p of pages) {
    const { scores, failed, lcp, tbt } = lighthouse(base + p);
    const row = categories.map((c) => String(scores[c]).padStart(4)).join('  ');
    console.log(`${p.padEnd(20)} ${row}   ${String(lcp).padEnd(8)} ${tbt}`);
    if (failed.length) console.log(`   failing audits: ${failed.join(', ')}`);
    for (const c of categories) if (scores[c] < targets[c]) ok = false;
  }
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `\nFirst-load JS of /: ${kb(js.gz)} gzip (${kb(js.raw)} raw, ${js.files} files); target <= 130 KB`,
  );
  if (js.gz > 130 * 1024) ok = false;
  console.log(ok ? '\nAll targets met.' : '\nSome targets were missed.');
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = ok ? 0 : 1;
