// Issue 27.2: the admin console names each course in the admin's language wherever a screen shows
// one: the Student List's details (the Courses row, the Enrolments table, Add course's menu) and
// the mock tests list (the Course column, the builder's course menu). The course keeps its id.
import { describe, expect, it } from 'vitest';
import { seedCourseTexts } from '#shared/catalogue-data/translations.ts';
import { desktop, phone, useBrowser } from '../support/browser';
import { adminApi, runTag } from '../support/mock-tests';
import { englishAfterEach, localeString, logInIn, screenshotDir } from '../support/i18n-page';
import { registerViaApi } from '../admin/registration-helpers';

const pa = seedCourseTexts.pa;
const webDesigning = pa['web-designing']!.name;
const seo = pa['seo-management']!.name;
const fullStack = pa['full-stack-developer']!.name;
const say = (key: string, vars: Record<string, string> = {}) => localeString('pa', key, vars);

describe('course names in the admin’s language (Punjabi)', () => {
  const b = useBrowser();
  englishAfterEach(b);

  it('Student List: the details’ Courses row, Enrolments and Add course name them in Punjabi', async () => {
    await logInIn(b, 'admin', 'pa');
    const s = await registerViaApi(b.context.request, b.baseUrl, 'Harpreet Kaur Sidhu');
    const page = await b.open('/Sidebar/StudentList');
    const table = page.getByRole('table', { name: say('admin-people:enrollment.tableLabel') });
    await table.locator('tbody tr').first().waitFor();
    await page.getByRole('combobox', { name: say('admin:table.rowsPerPage') }).click();
    await page.getByRole('option', { name: /^(100|੧੦੦)$/ }).click();
    await table
      .getByRole('row')
      .filter({ hasText: s.studentId })
      .getByRole('button', { name: say('admin-people:actions.view') })
      .click();
    const details = page.getByRole('dialog', { name: say('admin-people:details.title') });
    const history = details.getByRole('table', { name: say('admin-people:enrolments.title') });
    await history.getByRole('cell', { name: seo, exact: true }).waitFor();
    await history.getByRole('cell', { name: webDesigning, exact: true }).waitFor();
    const courses = details
      .locator('dt', { hasText: say('admin-people:details.courses') })
      .locator('xpath=following-sibling::dd[1]');
    expect((await courses.innerText()).split(', ').sort()).toEqual([seo, webDesigning].sort());

    if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/course-names-student.png` });
    await details.getByRole('button', { name: say('admin-people:enrolments.add') }).click();
    const add = page.getByRole('dialog', { name: say('admin-people:enrolments.addTitle') });
    await add.getByRole('combobox', { name: say('admin-people:enrolments.courseLabel') }).click();
    await page.getByRole('option', { name: fullStack, exact: true }).waitFor();
    expect(await page.getByRole('option', { name: 'Full Stack Developer' }).count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('Mock tests: the Course column and the builder’s course menu in Punjabi', async () => {
    const api = await adminApi(b.baseUrl);
    const courses = (await (await api.get('/api/courses')).json()) as {
      id: number;
      name: string;
    }[];
    const courseId = courses.find((c) => c.name === 'Web Designing')!.id;
    const title = `${runTag()} ਵੈੱਬ ਟੈਸਟ`;
    const hour = 3_600_000;
    const created = await api.post('/api/admin/mock-tests', {
      data: {
        title,
        courseId,
        durationMinutes: 30,
        windowStart: new Date(Date.now() + 24 * hour).toISOString(),
        windowEnd: new Date(Date.now() + 26 * hour).toISOString(),
        sections: [{ title: 'A', questionIds: [] }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await api.dispose();

    await logInIn(b, 'admin', 'pa');
    const page = await b.open('/Sidebar/MockTests');
    const table = page.getByRole('table', { name: say('admin-questions:tests.tableLabel') });
    const row = table.getByRole('row').filter({ hasText: title });
    await row.getByRole('cell', { name: webDesigning, exact: true }).waitFor();
    expect(await row.innerText()).not.toContain('Web Designing');
    if (screenshotDir) {
      await page.screenshot({ path: `${screenshotDir}/course-names-tests.png` });
      await page.setViewportSize(phone);
      await page.screenshot({
        path: `${screenshotDir}/course-names-tests-375.png`,
        fullPage: true,
      });
      await page.setViewportSize(desktop);
    }

    const builder = await b.open(`/Sidebar/MockTests/${id}`);
    const course = builder.getByRole('combobox', { name: say('admin-tests:builder.course') });
    await expect.poll(() => course.innerText()).toBe(webDesigning);
  });
});
