// bench/admin-cold: the admin console's cold load in Chromium: a new browser context (empty HTTP
// cache) with a live admin session opens /Sidebar, and the time is taken from the navigation's
// start to the Overview's counts on screen (`ul[aria-label="Overview"]` no longer busy), and to
// the first row of /Sidebar/TeacherData. Target: <= 500 ms (median). Fresh embedded database
// with the demo data. Usage: npm run bench:admin-cold   (BENCH_RUNS, default 10)
//
// Times depend on the machine's load; so that runs on a busy machine still compare, one more
// cold load of each screen is recorded through the DevTools protocol and the figures that do not
// depend on load are printed: the requests made before the screen was ready (count and bytes on
// the wire, by kind) and the longest chain of requests, each of which could only start once the
// one before it had arrived (the page is 1; its preloads 2; a fetch made by the app's code after
// its modules arrived 3, and one more for each request waiting for the previous answer).
import os from 'node:os';
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

/** Opens `url` in a new context; resolves to ms from navigation start to the selector. */
async function coldLoad(browser, base, cookie, url, selector, onPage) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addCookies([{ ...cookie, url: base }]);
    await context.addInitScript(watcher, selector);
    const page = await context.newPage();
    await onPage?.(page, context);
    await page.goto(base + url, { waitUntil: 'commit' });
    return await page
      .waitForFunction(() => window.__ready, null, { polling: 'raf', timeout: 30_000 })
      .then((h) => h.jsonValue());
  } finally {
    await context.close();
  }
}

const kindOf = (type) =>
  type === 'Script' ? 'JS' : type === 'Stylesheet' ? 'CSS' : type === 'Document' ? 'page' : 'data';

/**
 * One cold load recorded through the DevTools protocol: what was asked for before the screen was
 * ready, by kind, and the longest chain. A request the document's parser started (the page's
 * modules and preloads) comes right after the page; one the app's code started comes after
 * every request that had already arrived when it started (it may have waited for any of them).
 */
async function criticalPath(browser, base, cookie, url, selector) {
  const requests = new Map();
  await coldLoad(browser, base, cookie, url, selector, async (page, context) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', (e) => {
      requests.set(e.requestId, {
        url: e.request.url.slice(base.length),
        initiator: e.initiator.type,
        type: e.type,
        start: e.timestamp,
      });
    });
    cdp.on('Network.responseReceived', (e) => {
      const r = requests.get(e.requestId);
      if (r) r.type = e.type;
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = requests.get(e.requestId);
      if (r) Object.assign(r, { end: e.timestamp, bytes: e.encodedDataLength });
    });
  });
  // Those finished before the screen was ready (the page's own favicon request is not).
  const done = [...requests.values()]
    .filter((r) => r.end !== undefined && r.url !== '/favicon.ico')
    .sort((a, b) => a.start - b.start);
  for (const r of done) {
    if (r.type === 'Document') r.depth = 1;
    else if (r.initiator === 'parser') r.depth = 2;
    else r.depth = 1 + Math.max(1, ...done.filter((q) => q.end <= r.start).map((q) => q.depth));
  }
  const by = {};
  for (const r of done) {
    const k = kindOf(r.type);
    by[k] ??= { n: 0, bytes: 0 };
    by[k].n += 1;
    by[k].bytes += r.bytes;
  }
  const longest = [];
  for (let d = Math.max(...done.map((r) => r.depth)); d >= 1; d--) {
    // At each step, the request that arrived last (what the next one waited for).
    const last = done
      .filter((r) => r.depth === d)
      .sort((a, b) => a.end - b.end)
      .at(-1);
    longest.unshift(last.url.split('?')[0].replace(/^\/assets\//, ''));
  }
  return { count: done.length, by, depth: longest.length, longest };
}

buildIfNeeded();
const server = await startServer({ DEMO_DATA: '1' });
const base = server.baseUrl;
const kb = (b) => `${(b / 1024).toFixed(1)} KB`;

let ok = true;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const session = await adminCookie(base);
  const cookie = {
    name: session.slice(0, session.indexOf('=')),
    value: session.slice(session.indexOf('=') + 1),
  };
  const load = () => os.loadavg()[0].toFixed(1);
  console.log(
    `Admin console cold load on ${base} (${runs} runs, new context each), ` +
      `${os.cpus().length} cores, load average ${load()}, ${new Date().toISOString().slice(0, 10)}\n`,
  );
  for (const [label, url, selector] of screens) {
    const times = [];
    for (let i = 0; i < runs + 1; i++) {
      const at = await coldLoad(browser, base, cookie, url, selector);
      if (i >= 1) times.push(at); // the first run warms the server's memory
    }
    const { median, p95 } = stats(times);
    const flag = median <= 500 ? 'ok' : 'OVER 500 ms';
    console.log(
      `  ${label.padEnd(36)} median ${median.toFixed(0).padStart(4)} ms   p95 ${p95.toFixed(0).padStart(4)} ms   ${flag}`,
    );
    if (median > 500) ok = false;
    const path = await criticalPath(browser, base, cookie, url, selector);
    const kinds = ['JS', 'CSS', 'data', 'page']
      .filter((k) => path.by[k])
      .map((k) => `${k} ${path.by[k].n} (${kb(path.by[k].bytes)})`);
    const total = Object.values(path.by).reduce((a, k) => a + k.bytes, 0);
    console.log(
      `    before ready: ${path.count} requests, ${kb(total)} on the wire: ${kinds.join(', ')}`,
    );
    console.log(`    longest chain: ${path.depth} (${path.longest.join(' → ')})`);
  }
  console.log(`\nload average at the end ${load()}`);
} finally {
  await browser.close();
  await server.stop();
}
process.exitCode = ok ? 0 : 1;
