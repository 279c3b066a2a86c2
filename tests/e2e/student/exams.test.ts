import { beforeEach, describe, expect, it } from 'vitest';
import { phone, useBrowser } from '../support/browser';
import { logInAs, waitForPath } from '../support/session';

const shots = process.env.SCREENSHOT_DIR;

describe('student exams and results', () => {
  const b = useBrowser();

  beforeEach(async () => {
    await logInAs(b.context, b.baseUrl, 'student');
  });

  it('shows the Mid-Term and Final Exam tables, Pending until published', async () => {
    const page = await b.open('/Sdashboard/MidTerm');
    await page.getByRole('heading', { name: 'Mid-Term Exam', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Mid-Term Exam' });
    for (const name of ['Date', 'Subject', 'Duration', 'Total Mark', 'Status']) {
      await table.getByRole('columnheader', { name, exact: true }).waitFor();
    }
    const html = table.getByRole('row').filter({ hasText: 'HTML and CSS' });
    await html.getByRole('cell', { name: '2 hours', exact: true }).waitFor();
    await html.getByRole('cell', { name: '50', exact: true }).waitFor();
    await html.getByText('Published').waitFor();
    await table.getByRole('row').filter({ hasText: 'SEO Basics' }).getByText('Pending').waitFor();
    expect(await page.title()).toMatch(/^Mid-Term Exam/);
    if (shots) await page.screenshot({ path: `${shots}/student-midterm-1280.png`, fullPage: true });

    await page.goto('/Sdashboard/FinalExam');
    const finals = page.getByRole('table', { name: 'Final Exam' });
    await finals
      .getByRole('row')
      .filter({ hasText: 'Full Stack Theory' })
      .getByRole('cell', { name: '90', exact: true })
      .waitFor();
    expect(await page.getByText('will appear here').count()).toBe(0);
  });

  it('shows result cards per exam type and overall, and opens the report card', async () => {
    const page = await b.open('/Sdashboard/Result');
    const course = page.getByRole('region', { name: 'Full Stack Developer' });
    const mid = course.getByRole('article', { name: 'Mid-Term Exam result' });
    await mid.getByText('125', { exact: true }).waitFor();
    await mid.getByText('/ 150').waitFor();
    // 125 of 150, shared with a classmate: ties share rank 1.
    await mid.getByText('1 of 4').waitFor();
    const overall = course.getByRole('article', { name: 'Overall result' });
    await overall.getByText('/ 300').waitFor();
    await overall.getByText('255', { exact: true }).waitFor();
    await overall.getByText('A2', { exact: true }).waitFor();
    await overall.getByText('Pass', { exact: true }).waitFor();
    await page
      .getByRole('region', { name: 'Digital Marketing' })
      .getByText('No results have been published for this course yet.')
      .waitFor();
    if (shots) await page.screenshot({ path: `${shots}/student-result-1280.png`, fullPage: true });

    await course.getByRole('link', { name: 'Report card' }).click();
    await page.locator('main[data-ready="true"]').waitFor();
    const sheet = page.getByRole('article', { name: 'Report card of Gurleen Dhillon' });
    await sheet.getByText('Full Stack Theory').waitFor();
    await sheet.getByText(/Overall: 255 \/ 300/).waitFor();
    await page.getByRole('button', { name: 'Print / Save as PDF' }).waitFor();
    await page.getByRole('link', { name: 'Back to Result' }).click();
    await waitForPath(page, '/Sdashboard/Result');
  });

  it("never sees another course's report card or the admin's", async () => {
    b.allowConsole(/status of 40[34]/);
    const api = b.context.request;
    const other = await api.get(`${b.baseUrl}/api/admin/exams`);
    expect(other.status()).toBe(403);
    const results = (await (await api.get(`${b.baseUrl}/api/student/results`)).json()) as {
      courses: { course: { id: number } }[];
    };
    const own = new Set(results.courses.map((c) => c.course.id));
    let foreign = 1;
    while (own.has(foreign)) foreign++;
    expect((await api.get(`${b.baseUrl}/api/student/results/${foreign}`)).status()).toBe(404);
  });

  it('reads well on a phone', async () => {
    await b.page.setViewportSize(phone);
    const page = await b.open('/Sdashboard/Result');
    await page.getByRole('article', { name: 'Overall result' }).first().waitFor();
    if (shots) await page.screenshot({ path: `${shots}/student-result-375.png`, fullPage: true });
    await page.goto('/Sdashboard/MidTerm');
    await page.getByRole('table', { name: 'Mid-Term Exam' }).waitFor();
    if (shots) await page.screenshot({ path: `${shots}/student-midterm-375.png`, fullPage: true });
  });
});
