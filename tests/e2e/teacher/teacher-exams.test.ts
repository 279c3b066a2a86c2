// Decision 069: a teacher's Exams page. The teacher of a batch enters the marks of their
// course's exam and saves them (a reload shows them); Publish is hidden until the admin lets
// teachers publish, then publishes; at 375 px in Hindi the page and its marks panel fit and
// axe finds nothing.
import { request, type APIRequestContext } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { Exam, MarksGrid } from '#shared/exams.ts';
import { istDate } from '#shared/ist.ts';
import { phone, useBrowser, type BrowserHarness } from '../support/browser';
import {
  axeViolations,
  localeString,
  screenshotDir as shots,
  scripts,
  setLanguageCookie,
} from '../support/i18n-page';
import { e2eAdmin, storeLanguage } from '../support/session';
import { logInTeacher, newBatchTeacher } from './teacher-helpers';

type Lang = 'en' | 'hi';
const tr = (lang: Lang, key: string, vars: Record<string, string | number> = {}) =>
  localeString(lang, key, vars, 'teacher');
const school = (lang: Lang, key: string, vars: Record<string, string | number> = {}) =>
  localeString(lang, key, vars, 'admin-school');

async function adminApi(baseUrl: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: baseUrl, extraHTTPHeaders: { origin: baseUrl } });
  const login = await api.post('/auth/login', { data: e2eAdmin });
  expect(login.status()).toBe(200);
  return api;
}

const setTeachersPublish = async (api: APIRequestContext, on: boolean) => {
  const res = await api.put('/api/admin/exam-settings/teachers-publish', {
    data: { teachersPublish: on },
  });
  expect(res.status(), await res.text()).toBe(200);
};

/** A teacher with a batch, an exam of their course today, and the grid's student's name. */
async function teacherWithExam(b: BrowserHarness, api: APIRequestContext) {
  const t = await newBatchTeacher(b.baseUrl);
  const courses = (await (await api.get('/api/courses')).json()) as { id: number; name: string }[];
  const course = courses.find((c) => c.name === t.student.courseName)!;
  const subject = `Typing speed ${Math.random().toString(36).slice(2, 6)}`;
  const created = await api.post('/api/admin/exams', {
    data: {
      courseId: course.id,
      type: 'mid_term',
      date: istDate(new Date()),
      subject,
      durationMinutes: 60,
      totalMarks: 50,
      passMarks: 17,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const exam = (await created.json()) as Exam;
  const grid = (await (await api.get(`/api/admin/exams/${exam.id}/marks`)).json()) as MarksGrid;
  expect(grid.rows).toHaveLength(1);
  await logInTeacher(b, t.teacherId);
  return { t, exam, studentName: grid.rows[0]!.name };
}

describe('teacher Exams page', () => {
  const b = useBrowser();
  let api: APIRequestContext | undefined;
  afterAll(async () => {
    if (api) {
      await setTeachersPublish(api, false);
      await api.dispose();
    }
  });

  it('enters and saves marks; Publish only once the admin allows it', async () => {
    api = await adminApi(b.baseUrl);
    await setTeachersPublish(api, false);
    const { exam, studentName } = await teacherWithExam(b, api);
    b.context.setDefaultNavigationTimeout(30_000);

    const page = await b.open('/Tdashboard');
    await page
      .getByRole('link', { name: tr('en', 'nav.exams') })
      .first()
      .click();
    await page.getByRole('heading', { name: tr('en', 'titles.exams'), level: 1 }).waitFor();
    await page.getByText(tr('en', 'exams.officePublishes')).waitFor();
    const table = page.getByRole('table', { name: tr('en', 'exams.tableLabel') });
    const row = table.getByRole('row').filter({ hasText: exam.subject });
    await row.getByText(tr('en', 'exams.notPublished')).waitFor();
    await row.getByRole('button', { name: tr('en', 'exams.marks') }).click();

    const cell = page.getByRole('textbox', {
      name: school('en', 'exams.marks.of', { name: studentName }),
    });
    await cell.fill('41');
    expect(
      await page.getByRole('button', { name: school('en', 'exams.marks.publish') }).count(),
    ).toBe(0);
    expect(
      await page.getByRole('button', { name: school('en', 'exams.marks.upload') }).count(),
    ).toBe(0);
    if (shots)
      await page.screenshot({ path: `${shots}/teacher-exams-1280-en.png`, fullPage: true });
    await page.getByRole('button', { name: school('en', 'exams.marks.save') }).click();
    await page.getByText(school('en', 'exams.marks.saved')).waitFor();

    await page.reload();
    await row.getByRole('button', { name: tr('en', 'exams.marks') }).click();
    await expect.poll(() => cell.inputValue()).toBe('41');

    // The admin lets teachers publish: the button appears and publishes.
    await setTeachersPublish(api, true);
    await page.reload();
    await page.getByText(tr('en', 'exams.youPublish')).waitFor();
    await row.getByRole('button', { name: tr('en', 'exams.marks') }).click();
    await page.getByRole('button', { name: school('en', 'exams.marks.publish') }).click();
    await page.getByText(school('en', 'exams.marks.publishedToast')).waitFor();
    await row.getByText(tr('en', 'exams.published'), { exact: true }).waitFor();
    const check = (await (
      await api.get(`/api/admin/exams?courseId=${exam.courseId}`)
    ).json()) as Exam[];
    expect(check.find((e) => e.id === exam.id)?.publishedAt).not.toBeNull();
  });

  it('fits a 375 px phone in Hindi with no axe violations', async () => {
    api ??= await adminApi(b.baseUrl);
    const { exam, studentName } = await teacherWithExam(b, api);
    await b.page.setViewportSize(phone);
    await setLanguageCookie(b, 'hi');
    expect(await storeLanguage(b.context, b.baseUrl, 'hi')).toBe(true);
    b.context.setDefaultNavigationTimeout(30_000);

    const page = await b.open('/Tdashboard/Exams');
    await page.getByRole('heading', { name: tr('hi', 'titles.exams'), level: 1 }).waitFor();
    const table = page.getByRole('table', { name: tr('hi', 'exams.tableLabel') });
    const row = table.getByRole('row').filter({ hasText: exam.subject });
    await row.waitFor();
    expect(await page.locator('main').innerText()).toMatch(scripts.hi.letters);
    expect(await axeViolations(page, { where: 'hi /Tdashboard/Exams' })).toEqual([]);
    // On a phone the row's button folds into its ⋮ menu.
    const direct = row.getByRole('button', { name: tr('hi', 'exams.marks') });
    if ((await direct.count()) > 0) await direct.click();
    else {
      await row.getByRole('button').last().click();
      await page.getByRole('menuitem', { name: tr('hi', 'exams.marks') }).click();
    }
    await page
      .getByRole('textbox', { name: school('hi', 'exams.marks.of', { name: studentName }) })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(await axeViolations(page, { where: 'hi the marks of a teacher’s exam' })).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/teacher-exams-375-hi.png`, fullPage: true });
    if (shots) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.screenshot({ path: `${shots}/teacher-exams-1280-hi.png`, fullPage: true });
    }
  });
});
