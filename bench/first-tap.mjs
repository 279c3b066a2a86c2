// bench/first-tap: how long a visitor's first tap on a public page takes to answer on a slow
// phone (issue 24, decision 048). Chromium with Lighthouse's mobile throttling by CDP (4x slower
// CPU, 150 ms round trip, 1.6 Mbps down, 750 kbps up), a 375 px touch screen, a fresh page each
// time, tapped 0.5 s and 1.5 s after its `load` event, median of 5 (`--runs=N`):
// - menu: the phone menu button on `/`, from the tap to the first frame with the menu open;
// - language: Punjabi chosen on `/Aboutus`, from the tap (or, where the switch is a select, the
//   choice) to the navigation starting (the Navigation API's `navigate` event: the browser or
//   the app leaves for `/pa/Aboutus`);
// - link: the header's logo link on `/Aboutus`, from the tap to the navigation starting.
// Target: each <= 100 ms. `--base=DIR` also measures another checkout (built there, e.g. a
// `git worktree` of main) in the same run, first, for a before/after.
// Usage: node bench/first-tap.mjs [--base=/tmp/perf-base] [--runs=5]
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { root, startServer, stats } from './support.mjs';

const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const runs = Number(arg('runs', 5));
const base = arg('base');
const delays = [500, 1500];
const targetMs = 100;

// In every page: the tap's own time (the input event's timestamp, whenever its handlers run),
// and each navigation's start, reported at once (the page is about to go).
const probe = () => {
  addEventListener(
    'pointerdown',
    (e) => {
      window.__tapAt = performance.timeOrigin + e.timeStamp;
      window.__report?.({ kind: 'tap', at: window.__tapAt });
    },
    { capture: true },
  );
  // After the tap only (the app's own start-up may replace the address), a push or a load.
  window.navigation?.addEventListener('navigate', (e) => {
    if (window.__tapAt === undefined || e.navigationType === 'replace') return;
    window.__report?.({ kind: 'navigate', at: performance.timeOrigin + performance.now() });
  });
};

/** One measurement: a fresh throttled context, the page, the wait, the action; ms or null. */
async function measure(browser, baseUrl, scenario, delay) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-IN',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let navigated;
  let tapped;
  const reported = new Promise((resolve) => (navigated = resolve));
  const tap = new Promise((resolve) => (tapped = resolve));
  await page.exposeFunction('__report', (r) => (r.kind === 'navigate' ? navigated : tapped)(r.at));
  await page.addInitScript(probe);
  try {
    await page.goto(baseUrl + scenario.path, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(delay);
    // The tap's time as the page saw it (reported at once: a link may leave the page).
    const started = (await scenario.act(page)) ?? (await tap);
    const ended = await Promise.race([
      scenario.until === 'navigate' ? reported : scenario.until(page),
      new Promise((r) => setTimeout(() => r(null), 15_000)),
    ]);
    if (ended == null || started == null) return null;
    return ended - started;
  } finally {
    await context.close();
  }
}

const tapOn = async (page, locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('nothing to tap');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  return null;
};

const scenarios = [
  {
    name: 'menu open',
    path: '/',
    // A watcher in the page, started before the tap, notes the first frame (animation frame)
    // with the menu open: a native popover, or the app's drawer class (main before 048).
    act: async (page) => {
      await page.evaluate(() => {
        const drawer = document.getElementById('site-drawer');
        const open = () => {
          try {
            if (drawer?.matches(':popover-open')) return true;
          } catch {
            // no popovers: the app's class below
          }
          return !!document.querySelector('.drawer--open');
        };
        const check = () => {
          if (open()) window.__openAt = performance.timeOrigin + performance.now();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
      return tapOn(page, page.locator('.site-header__menu'));
    },
    until: (page) =>
      page
        .waitForFunction(() => window.__openAt, null, { timeout: 15_000, polling: 50 })
        .then((handle) => handle.jsonValue()),
  },
  {
    name: 'language switch',
    path: '/Aboutus',
    act: async (page) => {
      const link = page.locator('header.site-header a[hreflang="pa"]');
      if (await link.count()) return tapOn(page, link);
      // A select (main before decision 048): the choice, as a phone's picker makes it.
      return page.evaluate(() => {
        const select = document.querySelector('header select');
        const at = performance.timeOrigin + performance.now();
        window.__tapAt = at;
        select.value = 'pa';
        select.dispatchEvent(new Event('change', { bubbles: true }));
        return at;
      });
    },
    until: 'navigate',
  },
  {
    name: 'link followed',
    path: '/Aboutus',
    act: (page) => tapOn(page, page.locator('.site-header__logo')),
    until: 'navigate',
  },
];

async function measureAll(label, dir) {
  const { baseUrl, stop } = await startServer({}, dir);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const rows = [];
  try {
    for (const scenario of scenarios) {
      for (const delay of delays) {
        const times = [];
        for (let i = 0; i < runs; i++) {
          const ms = await measure(browser, baseUrl, scenario, delay);
          if (ms != null) times.push(ms);
        }
        const s = times.length ? stats(times) : null;
        rows.push({ label, scenario: scenario.name, delay, times, median: s?.median ?? null });
        console.log(
          `${label.padEnd(8)} ${scenario.name.padEnd(16)} tapped ${String(delay).padStart(4)} ms after load: median ${
            s ? `${Math.round(s.median)} ms` : 'n/a'
          } (${times.map((t) => Math.round(t)).join(', ')})${s && s.median <= targetMs ? '' : '  over target'}`,
        );
      }
    }
  } finally {
    await browser.close();
    await stop();
  }
  return rows;
}

console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; ${runs} runs each`,
);
if (base) await measureAll('before', path.resolve(base));
await buildIfNeeded();
await measureAll('after', root);
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
