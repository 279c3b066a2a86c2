// bench/reports: one course with 200 students and five published exams (three mid-term papers,
// a final and a practical), names in Latin, Gurmukhi and Devanagari. Times, in Chromium logged
// in as admin, from the click on 'Report Cards' on the Exams screen to the print document ready
// (every report card drawn and its Gurmukhi/Devanagari fonts loaded: main[data-ready="true"]),
// and the API call alone. Target: < 3 s for the 200 cards.
// Usage: node bench/reports.mjs   (BENCH_RUNS sets the samples, default 7; BENCH_POSTGRES=1 adds
// PostgreSQL, BENCH_DATABASE_URL picks it)
import { chromium } from 'playwright-core';
import { register } from 'tsx/esm/api';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { adminCookie, benchAdmin, onEachDatabase, startServer, stats } from './support.mjs';

register();
const { openDatabase } = await import('../src/server/db/client.ts');
const { createCourse } = await import('../src/server/seed/factories.ts');
const { bulkStudents } = await import('../src/server/seed/bulk-rows.ts');
const { hashPassword } = await import('../src/server/lib/password.ts');
const { enrolments, students, users } = await import('../src/server/db/schema.ts');
const { examMarks, exams } = await import('../src/server/db/schema-exams.ts');

const runs = Number(process.env.BENCH_RUNS ?? 7);
const takers = 200;
const courseName = 'Bench Report Cards Course';

const gurmukhi = ['ਹਰਪ੍ਰੀਤ', 'ਗੁਰਜੀਤ', 'ਮਨਪ੍ਰੀਤ', 'ਸਿਮਰਨ'];
const devanagari = ['अनन्या', 'रोहित', 'प्रिया', 'विकास'];

async function seed(options) {
  const database = await openDatabase(options);
  await database.migrate();
  const db = database.db;
  const t0 = performance.now();
  const hash = await hashPassword('bench-student-1');
  const course = await createCourse(db, { name: courseName, code: 'BENCH-RC' });
  const batch = bulkStudents(takers, hash, 90_001).map((b, i) => ({
    user: { ...b.user, passwordHash: hash },
    student: {
      ...b.student,
      status: 'active',
      firstName:
        i % 3 === 1 ? gurmukhi[i % 4] : i % 3 === 2 ? devanagari[i % 4] : b.student.firstName,
      lastName: i % 3 === 1 ? 'ਸਿੰਘ' : i % 3 === 2 ? 'शर्मा' : b.student.lastName,
    },
  }));
  const ids = await db
    .insert(users)
    .values(batch.map((b) => b.user))
    .returning({ id: users.id });
  const rows = await db
    .insert(students)
    .values(batch.map((b, i) => ({ ...b.student, userId: ids[i].id })))
    .returning({ id: students.id });
  const enrolled = await db
    .insert(enrolments)
    .values(rows.map((r) => ({ studentId: r.id, courseId: course.id })))
    .returning({ id: enrolments.id });
  const papers = [
    ['mid_term', 'HTML and CSS', 50, 17],
    ['mid_term', 'JavaScript', 50, 17],
    ['mid_term', 'React', 50, 17],
    ['final', 'Full Stack Theory', 90, 30],
    ['final', 'Project (Practical)', 60, 20],
  ];
  for (const [k, [type, subject, total, pass]] of papers.entries()) {
    const [exam] = await db
      .insert(exams)
      .values({
        courseId: course.id,
        type,
        subject,
        date: `2026-10-${String(10 + k).padStart(2, '0')}`,
        durationMinutes: 120,
        totalMarks: total,
        passMarks: pass,
        publishedAt: new Date(),
      })
      .returning({ id: exams.id });
    await db.insert(examMarks).values(
      enrolled.map((e, i) => ({
        examId: exam.id,
        enrolmentId: e.id,
        absent: i % 97 === 5,
        obtained: i % 97 === 5 ? null : ((i * 7 + k * 13) % (total * 2 + 1)) / 2,
      })),
    );
  }
  await database.close();
  return { seedMs: Math.round(performance.now() - t0), courseId: course.id };
}

async function measure(baseUrl, courseId) {
  const cookie = await adminCookie(baseUrl);
  const result = {};
  const api = [];
  for (let i = 0; i < runs + 1; i++) {
    const t0 = performance.now();
    const res = await fetch(`${baseUrl}/api/admin/courses/${courseId}/report-cards`, {
      headers: { cookie, 'accept-encoding': 'gzip, deflate, br' },
    });
    const body = await res.json();
    if (i >= 1) api.push(performance.now() - t0);
    if (body.cards.length !== takers) throw new Error(`only ${body.cards.length} report cards`);
  }
  result['GET report-cards (200 students)'] = stats(api);

  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.request.post(`${baseUrl}/auth/login`, {
      data: benchAdmin,
      headers: { origin: baseUrl },
    });
    const page = await context.newPage();
    const clicks = [];
    for (let i = 0; i < runs + 1; i++) {
      await page.goto(`${baseUrl}/Sidebar/Exams`);
      await page.getByRole('combobox', { name: 'Course' }).click();
      await page.getByRole('option', { name: courseName, exact: true }).click();
      await page.getByRole('row').filter({ hasText: 'Full Stack Theory' }).waitFor();
      // Each run starts from a cold query cache for the cards (a new page load above) and
      // measures inside the page, so Playwright's polling adds nothing.
      const clickedAt = await page.evaluate(() => {
        window.__ready = undefined;
        const observer = new MutationObserver(() => {
          if (document.querySelector('main[data-ready="true"]')) {
            window.__ready = performance.now();
            observer.disconnect();
          }
        });
        observer.observe(document, { subtree: true, childList: true, attributes: true });
        const t = performance.now();
        [...document.querySelectorAll('a')].find((a) => a.textContent === 'Report Cards').click();
        return t;
      });
      const at = await page
        .waitForFunction(() => window.__ready, null, { polling: 'raf', timeout: 60_000 })
        .then((h) => h.jsonValue());
      const count = await page.locator('article.report-card').count();
      if (count !== takers) throw new Error(`the document shows ${count} report cards`);
      if (i >= 1) clicks.push(at - clickedAt);
    }
    result['click → 200 report cards ready to print'] = stats(clicks);
  } finally {
    await browser.close();
  }
  return result;
}

function report(label, seedMs, result) {
  console.log(
    `\n${label} (seeded ${takers} students × 5 published exams in ${seedMs} ms; ${runs} runs)`,
  );
  for (const [name, { median, p95, min, max }] of Object.entries(result)) {
    const flag = p95 < 3000 ? 'ok' : 'OVER 3 s';
    console.log(
      `  ${name.padEnd(42)} median ${median.toFixed(0).padStart(5)} ms   p95 ${p95.toFixed(0).padStart(5)} ms   (min ${min.toFixed(0)}, max ${max.toFixed(0)})   ${flag}`,
    );
  }
}

buildIfNeeded();

await onEachDatabase(
  { name: 'reports', postgres: process.env.BENCH_POSTGRES === '1' },
  async ({ label, seedOptions, serverEnv }) => {
    const { seedMs, courseId } = await seed(seedOptions);
    const server = await startServer(serverEnv);
    try {
      report(label, seedMs, await measure(server.baseUrl, courseId));
    } finally {
      await server.stop();
    }
  },
);
