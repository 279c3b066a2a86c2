// bench/first-load: the JavaScript each public page loads on a first visit, gzip (the issue's
// measure) and brotli (what the server sends). Two counts a page:
// - "html": the scripts its prerendered HTML names (modulepreloads and the hydration script's
//   imports): what must arrive before the page is interactive;
// - "browser": every script Chromium fetches for the page until the network is idle (the above
//   plus what the page loads on demand after hydrating, e.g. a form).
// Target: `/` <= 100 KB gzip. `--detail` lists the files of each page.
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

/** The scripts a page's prerendered HTML loads (no server needed, only the build). */
export function htmlScripts(pathname) {
  const html = readFileSync(path.join(clientDir, pathname, 'index.html'), 'utf8');
  const files = new Set(
    [...html.matchAll(/(?:href=|from |import\()"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]),
  );
  return sizes([...files].map((f) => [f, readFileSync(path.join(clientDir, f))]));
}

/** Every script Chromium fetches for a page of a running server until the network is idle. */
export async function browserScripts(browser, baseUrl, pathname) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') {
      bodies.push(res.body().then((b) => [new URL(res.url()).pathname, b]));
    }
  });
  await page.goto(baseUrl + pathname, { waitUntil: 'networkidle' });
  const result = sizes(await Promise.all(bodies));
  await context.close();
  return result;
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
    console.log('page                 html                                browser');
    for (const p of pages) {
      const html = htmlScripts(p);
      const seen = await browserScripts(browser, server.baseUrl, p);
      const cell = (s) => `${kb(s.gz)} (${kb(s.br)}), ${s.files} files`.padEnd(36);
      console.log(`${p.padEnd(20)} ${cell(html)}${cell(seen)}`);
      if (detail) {
        for (const r of seen.rows) {
          const late = html.rows.some((h) => h.file === r.file) ? '' : '  (after hydration)';
          console.log(`     ${String(r.gz).padStart(7)}  ${r.file}${late}`);
        }
      }
      if (p === '/' && html.gz > jsTargetKb * 1024) ok = false;
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
