// bench/attendance/week-view: the admin's week of the timetable (issue 21.3) with 500 batches and
// 3,000 weekly slots (six a batch, Monday to Saturday, 100 teachers, 100 rooms, no clash): how long the week
// view takes to render once its data has arrived, in Chromium at 1280 px. The time runs from the
// end of the GET /api/timetable/week response (Resource Timing's responseEnd) to the moment the
// week is in the DOM (a MutationObserver in the page), so neither the server nor Playwright's
// polling is counted: the first render (each day's first classes, more than the screen shows) and
// the complete one (all 3,000). Baseline, same run: the same page for a week with no classes.
// Target: first render ≤ 300 ms.
// Usage: node bench/attendance/week-view.mjs   (BENCH_POSTGRES=1 also runs on PostgreSQL;
// BENCH_RUNS sets the samples per figure, default 10)
import { chromium } from 'playwright-core';
import { buildIfNeeded } from '../../scripts/build-if-needed.mjs';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { benchAdmin, onEachDatabase, startServer, stats } from '../support.mjs';
import { seedTimetable } from '../support-timetable.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 10);
const week = '2026-03-02';
const emptyWeek = '2025-03-03'; // before every batch starts

/**
 * Runs in the page: notes when the week view is first in the DOM (the first classes of each day;
 * React commits them at once) and when every class is (the rest, drawn in a transition).
 */
function weekWatcher() {
  window.__weekAt = undefined;
  window.__allAt = undefined;
  const observer = new MutationObserver(() => {
    if (window.__weekAt === undefined && document.querySelector('.tt-week')) {
      window.__weekAt = performance.now();
    }
    const expected = window.__expected;
    if (
      window.__weekAt !== undefined &&
      document.querySelectorAll('.tt-class').length === expected
    ) {
      window.__allAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

async function measure(baseUrl) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const result = {};
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const login = await context.request.post(`${baseUrl}/auth/login`, {
      data: benchAdmin,
      headers: { origin: baseUrl },
    });
    if (login.status() !== 200) throw new Error(`admin login answered ${login.status()}`);
    await context.addInitScript(weekWatcher);
    for (const [name, from, expected] of [
      ['baseline: an empty week', emptyWeek, 0],
      ['500 batches, 3,000 classes', week, 3000],
    ]) {
      const times = [];
      const complete = [];
      for (let i = 0; i < runs + 1; i++) {
        const page = await context.newPage();
        await page.addInitScript((n) => (window.__expected = n), expected);
        await page.goto(`${baseUrl}/Sidebar/Timetable?from=${from}`, { waitUntil: 'commit' });
        await page.waitForFunction(() => window.__allAt, null, { polling: 'raf', timeout: 60_000 });
        const { at, all, arrived } = await page.evaluate(() => {
          const entry = performance
            .getEntriesByType('resource')
            .filter((e) => e.name.includes('/api/timetable/week'))
            .at(-1);
          return { at: window.__weekAt, all: window.__allAt, arrived: entry?.responseEnd ?? NaN };
        });
        if (i >= 1) {
          // the first is a warm-up
          times.push(at - arrived);
          complete.push(all - arrived);
        }
        await page.close();
      }
      result[name] = stats(times);
      result[`${name}, complete`] = stats(complete);
    }
  } finally {
    await browser.close();
  }
  return result;
}

await buildIfNeeded();
await onEachDatabase(
  { name: 'week_view', postgres: process.env.BENCH_POSTGRES === '1' },
  async ({ label, seedOptions, serverEnv }) => {
    const { ms: seedMs } = await seedTimetable(seedOptions);
    const server = await startServer(serverEnv);
    try {
      const result = await measure(server.baseUrl);
      console.log(`\n${label} (seeded 500 batches + 3,000 slots in ${seedMs} ms; ${runs} runs)`);
      for (const [name, { median, p95 }] of Object.entries(result)) {
        const first = !name.startsWith('baseline') && !name.endsWith('complete');
        const flag = first ? (p95 <= 300 ? ' ok' : ' OVER 300 ms') : '';
        console.log(
          `  week view ${first ? 'first render' : 'render'} after its data, ${name}: median ${Math.round(median)} ms, p95 ${Math.round(p95)} ms${flag}`,
        );
      }
    } finally {
      await server.stop();
    }
  },
);
