// The stored-XSS corpus (README "Security"): every payload of security/xss-payloads.ts is stored
// through the real API in every text field the product keeps and shows again, then rendered in
// Chromium on every screen that shows it, and pulled through every CSV export.
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { runTag } from '../tests/e2e/support/mock-tests';
import { XssApi } from './xss-api';
import { formulaCells } from './xss-csv';
import { adminPages, keptStudentPages, portalPages, publicPages, type Shown } from './xss-pages';
import { FieldTally, payloads } from './xss-payloads';
import { seedCourses, seedNotices, seedStudents, seedTeachers, seedVisitor } from './xss-seed';
import type { Stored } from './xss-seed';
import { seedBatches, seedExams, seedKept, type Kept } from './xss-seed-records';
import { logInAs } from '../tests/e2e/support/session';
import { XssWatch } from './xss-watch';

const baseUrl = inject('baseUrl');
const tally = new FieldTally();
const watch = new XssWatch();
const shown: Shown = new Map();
let browser: Browser;
let admin: XssApi;
let stored: Stored;
let kept: Kept;
let examIds: number[] = [];

/** Runs one step of the set-up and notes how long it took. */
async function timed<T>(what: string, times: string[], step: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await step();
  times.push(`${what} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

beforeAll(async () => {
  const times: string[] = [];
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  admin = await XssApi.admin(baseUrl);
  const tag = runTag();
  stored = { tag, courses: [], teacherIds: [], noticeIds: [], deletable: [], portals: [] };
  stored.courses = await timed('courses', times, () => seedCourses(admin, tag, tally));
  stored.teacherIds = await timed('teachers', times, () =>
    seedTeachers(admin, stored.courses, tally),
  );
  stored.noticeIds = await timed('notices', times, () => seedNotices(admin, tally));
  const students = await timed('students', times, () =>
    seedStudents(admin, tag, stored.courses, tally),
  );
  Object.assign(stored, students);
  examIds = await timed('exams', times, () => seedExams(admin, stored.courses, tally));
  await timed('batches', times, () => seedBatches(admin, stored.courses, tally));
  kept = await timed('fees and mock tests', times, () => seedKept(admin, baseUrl, tag, tally));
  const visitor = await XssApi.open(baseUrl);
  await timed('visitor', times, () => seedVisitor(visitor, tag, tally)).finally(() =>
    visitor.dispose(),
  );
  console.log(`xss: stored through the API: ${times.join(', ')}`);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (!admin) return;
  await cleanUp(admin, stored, kept);
  await admin.dispose();
  console.log(
    `xss: ${payloads.length} payloads × ${tally.fields} fields (${tally.stored} stored), ` +
      `${watch.views} page views, ${watch.executions.length} executions`,
  );
}, 180_000);

describe('stored XSS: every payload in every field, rendered on every page that shows it', () => {
  it('catches the payloads when a page does write them as HTML (the control)', async () => {
    const control = new XssWatch();
    const context = await control.newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/privacy', { waitUntil: 'load' });
    await page.evaluate((html) => {
      const div = document.createElement('div');
      div.innerHTML = html;
      document.body.append(div);
    }, payloads.join('\n'));
    await expect.poll(() => control.executions.length, { timeout: 20_000 }).toBeGreaterThan(4);
    await control.view(page, 0, 'control');
    const ran = new Set(control.executions.map((e) => /\d+/.exec(e)?.[0]));
    await context.close();
    expect(control.probes.length).toBeGreaterThan(0);
    expect(control.injected.length).toBeGreaterThan(0);
    console.log(
      `xss: control (payloads written as HTML on purpose): ${ran.size} ran, ` +
        `${control.probes.length} probe requests, ${control.injected.length} injected elements`,
    );
  }, 60_000);

  it('never runs on the public pages, the catalogue grid and each course page', async () => {
    const context = await watch.newContext(browser, baseUrl);
    await publicPages(watch, await context.newPage(), stored.courses, shown);
    await context.close();
    // The prerendered HTML is static: the server never writes stored text into a page.
    const html = await admin.text('/Courses');
    expect(html).not.toMatch(/__xss|xss-probe/);
    expect(watch.findings()).toEqual([]);
  }, 120_000);

  it('never runs in the admin console: lists, dialogs, print windows and receipts', async () => {
    const context = await watch.newContext(browser, baseUrl);
    await logInAs(context, baseUrl, 'admin');
    const page = await context.newPage();
    await adminPages(watch, context, page, stored.courses, kept, shown);
    await context.close();
    expect(watch.findings()).toEqual([]);
  }, 180_000);

  it('never runs in the student portal: courses, notices, exams, results, fee, mock tests, search', async () => {
    for (const [i, login] of stored.portals.entries()) {
      const context = await watch.newContext(browser, baseUrl);
      await portalPages(watch, await context.newPage(), login, shown, i === 0);
      await context.close();
    }
    const context = await watch.newContext(browser, baseUrl);
    await keptStudentPages(watch, await context.newPage(), kept, shown);
    await context.close();
    expect(watch.findings()).toEqual([]);
  }, 180_000);

  it('keeps every CSV export cell from starting a formula, whatever separator a spreadsheet picks', async () => {
    const exports = [
      '/api/exports/teachers.csv',
      '/api/exports/students.csv',
      '/api/exports/registrations.csv',
      '/api/admin/activity.csv',
      '/api/admin/fees/accounts.csv',
      '/api/admin/mock-questions/export.csv',
      `/api/admin/mock-tests/${kept.mainTestId}/results.csv`,
      `/api/admin/exams/${examIds[0]}/marks.csv`,
    ];
    // The check itself catches what the old guard let through: `a;"=cmd` read with `;`.
    expect(formulaCells('1,"a;""=cmd"\r\n')).not.toEqual([]);
    const found: string[] = [];
    let cells = 0;
    for (const path of exports) {
      const csv = await admin.text(path);
      cells += csv.split(',').length;
      found.push(...formulaCells(csv).map((c) => `${path} ${c}`));
    }
    // The payloads that start a formula did reach the exports, guarded.
    const all = await admin.text('/api/exports/teachers.csv');
    expect(all).toContain(`'=HYPERLINK(`);
    expect(found).toEqual([]);
    console.log(`xss: ${exports.length} CSV exports, about ${cells} cells, 0 formula cells`);
  });

  it('shows the payloads as text and reports the figures', () => {
    console.log(
      `xss: screens and the payloads each showed: ${JSON.stringify(Object.fromEntries(shown))}`,
    );
    expect(watch.problems).toEqual([]);
    expect(watch.findings()).toEqual([]);
    expect(watch.executions).toHaveLength(0);
  });
});

/** Deletes what this run stored, except what money and attempts keep (docs/decisions/016). */
async function cleanUp(api: XssApi, s: Stored, k: Kept | undefined) {
  const quietly = (p: Promise<unknown>) => p.catch((err: Error) => console.warn(err.message));
  for (const id of s.noticeIds) await quietly(api.remove(`/api/notices/${id}`));
  for (const id of s.teacherIds) await quietly(api.remove(`/delete-teacher/${id}`));
  const { messages } = await api.send<{ messages: { id: number; from_email: string }[] }>(
    'GET',
    '/api/messages',
  );
  for (const m of messages.filter((x) => x.from_email === `xss.${s.tag}@example.in`))
    await quietly(api.remove(`/api/messages/${m.id}`));
  const students = await api.send<{ id: number; student_id: string }[]>('GET', '/get-students');
  const regs = await api.send<{ registrations: { id: number; emailAddress: string | null }[] }>(
    'GET',
    '/get-registrations',
  );
  const application = `xss.apply.${s.tag}@example.in`;
  const ids = new Set([
    ...students.filter((x) => s.deletable.includes(x.student_id)).map((x) => x.id),
    ...regs.registrations.filter((r) => r.emailAddress === application).map((r) => r.id),
  ]);
  for (const id of ids) await quietly(api.remove(`/api/students/${id}`));
  for (const c of s.courses) await quietly(api.remove(`/api/courses/${c.id}`));
  for (const id of k?.testIds ?? []) {
    await quietly(api.remove(`/api/admin/mock-tests/${id}/unpublish`, 'POST'));
    await quietly(api.remove(`/api/admin/mock-tests/${id}`));
  }
}
