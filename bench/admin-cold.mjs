// bench/admin-cold: the admin console's cold load in Chromium: a new browser context (empty HTTP
// cache) with a live admin session opens /Sidebar, and the time is taken from the navigation's
// start to the Overview's counts on screen (`ul[aria-label="Overview"]` no longer busy), and to
// the first row of /Sidebar/TeacherData. Target: <= 500 ms (median). Fresh embedded database
// with the demo data. Usage: npm run bench:admin-cold   (BENCH_RUNS, default 10)
import { chromium } from 'playwright-core';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { adminCookie, startServer, stats } from './support.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 10);
const screens = [
  ['/Sidebar (Overview counts)', '/Sidebar', 'ul[aria-label="Overview"][aria-busy="false"]'],
  [
    '/Sidebar/TeacherData (first row)',
    '/Sidebar/TeacherData',
    'table[aria-label="Teachers"] tbody tr',
  ],
];

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
const server = await startServer({ DEMO_DATA: '1' });
const base = server.baseUrl;

let ok = true;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const cookie = await adminCookie(base);
  const [name, value] = [
    cookie.slice(0, cookie.indexOf('=')),
    cookie.slice(cookie.indexOf('=') + 1),
  ];

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
  await server.stop();
}
process.exitCode = ok ? 0 : 1;
