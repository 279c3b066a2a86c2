// bench/first-load: the JavaScript each public page loads on a first visit, gzip (the issue's
// measure) and brotli (what the server sends). Three counts a page, for an anonymous visitor:
// - "served": the scripts the page as the server sends it names (a quiet page holds its app
//   until the visitor acts: page-wake.js only; a live page: its modulepreloads and imports);
// - "browser": every script Chromium fetches for the page until the network is idle, no input;
// - "on first action": what the first key press then loads, until the page is live (the app
//   a quiet page holds back, and anything a live page loads on demand).
// Target: `/` <= 100 KB gzip on a first visit. `--detail` lists the files of each page.
// Usage: node bench/first-load.mjs [--detail]   (builds first when the build is stale)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { root, startServer } from './support.mjs';

export const pages = ['/', '/Courses', '/graphic-design', '/contactus'];
export const jsTargetKb = 100;
const clientDir = path.join(root, 'build', 'client');

/** Sizes of a set of script bodies: { files, raw, gz, br, rows: [{ file, raw, gz, br }] }. */
function sizes(entries) {
  const rows = entries.map(([file, buf]) => ({
    file,
    raw: buf.length,
    gz: gzipSync(buf).length,
    br: brotliCompressSync(buf).length,
  }));
  rows.sort((a, b) => b.gz - a.gz);
  const sum = (k) => rows.reduce((n, r) => n + r[k], 0);
  return { files: rows.length, raw: sum('raw'), gz: sum('gz'), br: sum('br'), rows };
}

/**
 * The scripts a page as served to an anonymous visitor names: script sources, module preloads
 * and the imports of its module scripts (not those of a held, `text/plain` one).
 */
export async function servedScripts(baseUrl, pathname) {
  const html = await (await fetch(baseUrl + pathname)).text();
  const running = html.replace(/<script type="text\/plain"[^>]*>[\s\S]*?<\/script>/g, '');
  const files = new Set(
    [...running.matchAll(/(?:href=|src=|from |import |import\()"(\/[^"?]+\.js)(?:\?[^"]*)?"/g)].map(
      (m) => m[1],
    ),
  );
  return sizes([...files].map((f) => [f, readFileSync(path.join(clientDir, f))]));
}

/**
 * Every script Chromium fetches for a page of a running server until the network is idle
 * (`first`), then what a first key press loads until the page is live (`action`).
 */
export async function browserScripts(browser, baseUrl, pathname) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  let bodies = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') {
      bodies.push(res.body().then((b) => [new URL(res.url()).pathname, b]));
    }
  });
  await page.goto(baseUrl + pathname, { waitUntil: 'networkidle' });
  const first = sizes(await Promise.all(bodies));
  bodies = [];
  await page.keyboard.press('Shift');
  await page.locator('.site[data-ready]').waitFor();
  await page.waitForLoadState('networkidle');
  const action = sizes(await Promise.all(bodies));
  await context.close();
  return { first, action };
}

export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  const detail = process.argv.includes('--detail');
  buildIfNeeded();
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  let ok = true;
  try {
    console.log('first-load JavaScript, gzip (brotli)\n');
    const head = ['served', 'browser', 'on first action'].map((h) => h.padEnd(36)).join('');
    console.log(`${'page'.padEnd(20)} ${head}`);
    for (const p of pages) {
      const served = await servedScripts(server.baseUrl, p);
      const { first, action } = await browserScripts(browser, server.baseUrl, p);
      const cell = (s) => `${kb(s.gz)} (${kb(s.br)}), ${s.files} files`.padEnd(36);
      console.log(`${p.padEnd(20)} ${cell(served)}${cell(first)}${cell(action)}`);
      if (detail) {
        for (const r of first.rows) console.log(`     ${String(r.gz).padStart(7)}  ${r.file}`);
        for (const r of action.rows) {
          console.log(`     ${String(r.gz).padStart(7)}  ${r.file}  (on first action)`);
        }
      }
      if (p === '/' && Math.max(served.gz, first.gz) > jsTargetKb * 1024) ok = false;
    }
    console.log(`\ntarget: / <= ${jsTargetKb} KB gzip: ${ok ? 'met' : 'missed'}`);
  } finally {
    await browser.close();
    await server.stop();
  }
  process.exitCode = ok ? 0 : 1;
}

if (existsSync(process.argv[1] ?? '') && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
