// bench/admin: with 10,000 students and 500 teachers in a fresh database, the median and p95 of
// GET /get-students, GET /get-registrations and the teachers screen's first render in Chromium
// (navigation to the first table row visible, logged in as admin). Target: < 300 ms each.
// Usage: node bench/admin.mjs   (BENCH_POSTGRES=0 skips PostgreSQL; BENCH_DATABASE_URL picks it;
// BENCH_RUNS sets the samples per figure, default 20)
import { chromium } from 'playwright-core';
import { register } from 'tsx/esm/api';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { adminCookie, benchAdmin, onEachDatabase, startServer, stats } from './support.mjs';

register();
const { openDatabase } = await import('../src/server/db/client.ts');
const { bulkStudents } = await import('../src/server/seed/bulk-rows.ts');
const { hashPassword } = await import('../src/server/lib/password.ts');
const { students, teachers, users } = await import('../src/server/db/schema.ts');

const runs = Number(process.env.BENCH_RUNS ?? 20);

/** 10,000 students (with logins, one shared hash; every 50th a pending application), 500 teachers. */
async function seed(options) {
  const database = await openDatabase(options);
  await database.migrate();
  const db = database.db;
  const hash = await hashPassword('bench-student-1');
  const t0 = performance.now();
  for (let start = 1; start <= 10_000; start += 1000) {
    const batch = bulkStudents(1000, hash, start);
    const ids = await db
      .insert(users)
      .values(batch.map((b) => b.user))
      .returning({ id: users.id });
    await db.insert(students).values(batch.map((b, i) => ({ ...b.student, userId: ids[i].id })));
  }
  const genders = ['Male', 'Female', 'Other'];
  await db.insert(teachers).values(
    Array.from({ length: 500 }, (_, i) => ({
      firstName: `Teacher${i + 1}`,
      lastName: 'Sharma',
      gender: genders[i % 3],
      courses: 'Full Stack Developer',
    })),
  );
  await database.close();
  return Math.round(performance.now() - t0);
}

async function measure(baseUrl) {
  const cookie = await adminCookie(baseUrl);
  const result = {};
  for (const [name, url, check] of [
    ['GET /get-students', '/get-students', (b) => b.length],
    ['GET /get-registrations', '/get-registrations', (b) => b.registrations.length],
  ]) {
    const times = [];
    for (let i = 0; i < runs + 2; i++) {
      const t0 = performance.now();
      // A browser's request: compressed transfer, body read and parsed.
      const res = await fetch(baseUrl + url, {
        headers: { cookie, 'accept-encoding': 'gzip, deflate, br' },
      });
      const rows = check(await res.json());
      if (i >= 2) times.push(performance.now() - t0);
      if (rows < 9_800) throw new Error(`${url} answered only ${rows} rows`);
    }
    result[name] = stats(times);
  }

  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.request.post(`${baseUrl}/auth/login`, {
      data: benchAdmin,
      headers: { origin: baseUrl },
    });
    // Times are taken inside the page (a MutationObserver notes when the first teacher row is in
    // the DOM), so Playwright's polling does not add to them.
    await context.addInitScript(rowWatcher);
    const firstRow = (page) =>
      page
        .waitForFunction(() => window.__firstRow, null, { polling: 'raf' })
        .then((h) => h.jsonValue());

    const times = [];
    for (let i = 0; i < runs + 1; i++) {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/Sidebar/TeacherData`, { waitUntil: 'commit' });
      const at = await firstRow(page);
      if (i >= 1) times.push(at); // from the navigation's start
      await page.close();
    }
    result['TeacherData page load (Chromium)'] = stats(times);

    // In the console: from a click on 'Teachers' in the sidebar to the first row in the DOM.
    const clicks = [];
    const page = await context.newPage();
    for (let i = 0; i < runs + 1; i++) {
      await page.goto(`${baseUrl}/Sidebar`);
      await page.getByRole('heading', { name: 'Overview' }).waitFor();
      const clickedAt = await page.evaluate(() => {
        window.__armRowWatcher();
        const t = performance.now();
        document
          .querySelector('nav[aria-label="Admin dashboard"] a[href="/Sidebar/TeacherData"]')
          .click();
        return t;
      });
      const at = await firstRow(page);
      if (i >= 1) clicks.push(at - clickedAt);
    }
    result['TeacherData first render after a click'] = stats(clicks);
  } finally {
    await browser.close();
  }
  return result;
}

/** Runs in the page: notes the time the first row of the Teachers table enters the DOM. */
function rowWatcher() {
  const selector = 'table[aria-label="Teachers"] tbody tr';
  window.__armRowWatcher = () => {
    window.__firstRow = undefined;
    const observer = new MutationObserver(() => {
      if (document.querySelector(selector)) {
        window.__firstRow = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  };
  window.__armRowWatcher();
}

function report(label, seedMs, result) {
  console.log(`\n${label} (seeded 10,000 students + 500 teachers in ${seedMs} ms; ${runs} runs)`);
  for (const [name, { median, p95 }] of Object.entries(result)) {
    const flag = p95 < 300 ? 'ok' : 'OVER 300 ms';
    console.log(
      `  ${name.padEnd(40)} median ${median.toFixed(0).padStart(4)} ms   p95 ${p95.toFixed(0).padStart(4)} ms   ${flag}`,
    );
  }
}

buildIfNeeded();

await onEachDatabase(
  { name: 'admin', postgres: process.env.BENCH_POSTGRES !== '0' },
  async ({ label, seedOptions, serverEnv }) => {
    const seedMs = await seed(seedOptions);
    const server = await startServer(serverEnv);
    try {
      report(label, seedMs, await measure(server.baseUrl));
    } finally {
      await server.stop();
    }
  },
);
