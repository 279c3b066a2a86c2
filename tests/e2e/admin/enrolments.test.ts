// Issue 27.3: the office puts a current student in another course and ends one of theirs, on
// Student Details; the student's portal then shows the new course and not the dropped one.
import { describe, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { logInAs, waitForPath } from '../support/session';
import { registerViaApi, studentLogin } from './registration-helpers';

const shots = process.env.ENROL_SHOTS; // a folder for screenshots, when looking at the screen

describe('admin changes a student’s courses', () => {
  const b = useBrowser();

  it('Student Details: Add course, End enrolment, and the history; the portal follows', async () => {
    await logInAs(b.context, b.baseUrl, 'admin');
    const s = await registerViaApi(b.context.request, b.baseUrl, 'Simran Kaur Gill');

    const page = await b.open('/Sidebar/StudentList');
    const table = page.getByRole('table', { name: 'Enrolled students' });
    await table.locator('tbody tr').first().waitFor();
    await page.getByRole('combobox', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '100' }).click();
    await table
      .getByRole('row')
      .filter({ hasText: s.studentId })
      .getByRole('button', { name: 'View' })
      .click();
    const details = page.getByRole('dialog', { name: 'Student Details' });
    const history = details.getByRole('table', { name: 'Enrolments' });
    await history.getByRole('row').filter({ hasText: 'SEO Management' }).waitFor();

    await details.getByRole('button', { name: 'Add course' }).click();
    const add = page.getByRole('dialog', { name: 'Add a course' });
    await add.getByRole('combobox', { name: 'Course' }).click();
    // The list leaves out the courses the student already has.
    await page.getByRole('option', { name: 'Full Stack Developer' }).waitFor();
    if ((await page.getByRole('option', { name: 'SEO Management', exact: true }).count()) > 0) {
      throw new Error('a course the student takes is offered again');
    }
    await page.getByRole('option', { name: 'Full Stack Developer' }).click();
    // The course has batches (demo data): the new student is put in one (issue 21.2).
    await add.getByRole('radio', { name: /^Morning A · Morning/ }).check();
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await add.waitFor({ state: 'detached' });
    const added = history.getByRole('row').filter({ hasText: 'Full Stack Developer' });
    await added.getByRole('cell', { name: 'Active' }).waitFor();
    await added.getByRole('cell', { name: 'Morning A' }).waitFor();

    await history
      .getByRole('row')
      .filter({ hasText: 'SEO Management' })
      .getByRole('button', { name: 'End the enrolment in SEO Management' })
      .click();
    const end = page.getByRole('dialog', { name: 'End the enrolment in SEO Management' });
    await end.getByRole('radio', { name: 'Dropped' }).check();
    // A day in the future is refused beside the date, and nothing changes.
    b.allowConsole(/status of 400/);
    await end.getByLabel('Ended on').fill('2999-01-01');
    await end.getByRole('button', { name: 'End enrolment' }).click();
    await end.getByText('The end date cannot be in the future.').waitFor();
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    await end.getByLabel('Ended on').fill(today);
    await end.getByRole('button', { name: 'End enrolment' }).click();
    await end.waitFor({ state: 'detached' });
    await history
      .getByRole('row')
      .filter({ hasText: 'SEO Management' })
      .getByRole('cell', { name: 'Dropped' })
      .waitFor();
    if (shots) {
      await page.screenshot({ path: `${shots}/enrolments-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 375, height: 800 });
      await history.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/enrolments-375.png` });
      await page.setViewportSize({ width: 1280, height: 800 });
      const language = page.getByLabel('Language · ਭਾਸ਼ਾ · भाषा').first();
      await language.selectOption('hi');
      await page.getByRole('table', { name: 'दाख़िले' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/enrolments-hi.png` });
      await language.selectOption('en');
      await history.waitFor();
    }

    const device = await b.context.browser()!.newContext({ baseURL: b.baseUrl });
    try {
      const phone = await device.newPage();
      await studentLogin(phone, s.studentId, s.password);
      await waitForPath(phone, '/Sdashboard');
      await phone.goto('/Sdashboard/CoursesCards');
      await phone.getByText('Full Stack Developer').first().waitFor();
      await phone.getByText('Web Designing').first().waitFor();
      if ((await phone.getByText('SEO Management').count()) > 0) {
        throw new Error('the dropped course still shows on the portal');
      }
    } finally {
      await device.close();
    }
  });
});
