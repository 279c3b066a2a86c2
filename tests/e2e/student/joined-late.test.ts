import { request, type APIRequestContext } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { registrationPayload } from '#server/seed/factories.ts';
import { istDate } from '#shared/ist.ts';
import { useBrowser } from '../support/browser';
import { e2eAdmin, logInAs, storeLanguage } from '../support/session';
import { logInThroughPage } from './portal-helpers';

// Issue 27.1: a student who joins Full Stack Developer today, after its three published mid-term
// papers, then sits a new one. The older papers are "not taken", she passes on the paper she sat,
// and the classmates' ranks stay among the four who could sit every paper.

const shots = process.env.SCREENSHOT_DIR;

describe('a student who joined after some exams', () => {
  const b = useBrowser();
  const baseUrl = inject('baseUrl');
  let api: APIRequestContext;
  let examId: number;
  const password = `simran-${Date.now().toString(36)}`;
  let studentId: string;

  beforeAll(async () => {
    api = await request.newContext({ baseURL: baseUrl, extraHTTPHeaders: { origin: baseUrl } });
    if ((await api.post('/auth/login', { data: e2eAdmin })).status() !== 200) {
      throw new Error('admin login');
    }
    const reg = await api.post('/api/register-student', {
      data: registrationPayload({ courses: ['Full Stack Developer'], password }),
    });
    if (reg.status() !== 201) throw new Error(`register ${reg.status()}: ${await reg.text()}`);
    studentId = ((await reg.json()) as { studentId: string }).studentId;

    const courses = (await (await api.get('/api/courses')).json()) as {
      id: number;
      name: string;
    }[];
    const courseId = courses.find((c) => c.name === 'Full Stack Developer')!.id;
    const exam = await api.post('/api/admin/exams', {
      data: {
        courseId,
        type: 'mid_term',
        date: istDate(new Date()),
        subject: 'Node.js',
        durationMinutes: 60,
        totalMarks: 50,
        passMarks: 17,
      },
    });
    if (exam.status() !== 201) throw new Error(`exam ${exam.status()}: ${await exam.text()}`);
    examId = ((await exam.json()) as { id: number }).id;
    const grid = (await (await api.get(`/api/admin/exams/${examId}/marks`)).json()) as {
      rows: { enrolmentId: number; studentId: string }[];
    };
    const marks = grid.rows.map((r) => ({
      enrolmentId: r.enrolmentId,
      obtained: r.studentId === studentId ? 45 : 30,
      absent: false,
    }));
    const saved = await api.put(`/api/admin/exams/${examId}/marks`, { data: { marks } });
    if (saved.status() !== 200) throw new Error(`marks ${saved.status()}: ${await saved.text()}`);
    const published = await api.post(`/api/admin/exams/${examId}/publish`);
    if (published.status() !== 200) throw new Error(`publish ${published.status()}`);
  });

  afterAll(async () => {
    // The demo course's results go back to what the other files expect.
    if (examId) await api.delete(`/api/admin/exams/${examId}`);
    await api.dispose();
  });

  it('her Result and report card show the older papers as not taken, and no rank', async () => {
    const page = b.page;
    await logInThroughPage(page, studentId, password);
    await page.goto('/Sdashboard/Result');
    const course = page.getByRole('region', { name: 'Full Stack Developer' });
    const mid = course.getByRole('article', { name: 'Mid-Term Exam result' });
    await mid
      .getByRole('listitem')
      .filter({ hasText: 'HTML and CSS' })
      .getByText('Not taken (not enrolled then)')
      .waitFor();
    await mid.getByRole('listitem').filter({ hasText: 'Node.js' }).getByText('45 / 50').waitFor();
    await mid.getByText('/ 50', { exact: true }).waitFor();
    await mid.getByText('Pass', { exact: true }).waitFor();
    await mid.getByText('Not ranked (joined after some of these exams)').waitFor();
    if (shots)
      await page.screenshot({ path: `${shots}/joined-late-result-1280.png`, fullPage: true });

    await course.getByRole('link', { name: 'Report card' }).click();
    await page.locator('main[data-ready="true"]').waitFor();
    const sheet = page.getByRole('article', { name: /^Report card of / });
    await sheet
      .getByRole('row')
      .filter({ hasText: 'HTML and CSS' })
      .getByText('Not taken (not enrolled then)')
      .waitFor();
    await sheet
      .getByText(/not ranked, as some exams were held before the student enrolled/)
      .waitFor();
    if (shots)
      await page.screenshot({ path: `${shots}/joined-late-card-1280.png`, fullPage: true });
  });

  it('reads the same in Punjabi and Hindi', async () => {
    const page = b.page;
    await logInThroughPage(page, studentId, password);
    const words = {
      pa: ['ਨਹੀਂ ਦਿੱਤੀ (ਉਦੋਂ ਦਾਖ਼ਲਾ ਨਹੀਂ ਸੀ)', 'ਰੈਂਕ ਨਹੀਂ (ਕੁਝ ਪ੍ਰੀਖਿਆਵਾਂ ਦਾਖ਼ਲੇ ਤੋਂ ਪਹਿਲਾਂ ਦੀਆਂ ਹਨ)'],
      hi: ['नहीं दी (तब दाख़िला नहीं था)', 'रैंक नहीं (कुछ परीक्षाएँ दाख़िले से पहले की हैं)'],
    } as const;
    for (const lang of ['pa', 'hi'] as const) {
      await storeLanguage(b.context, baseUrl, lang);
      // The browser's own choice wins over the account's (decision 056): make it this one too.
      await b.context.addCookies([{ name: 'lang', value: lang, url: baseUrl }]);
      await page.goto('/Sdashboard/Result');
      await page.getByText(words[lang][0]).first().waitFor();
      await page.getByText(words[lang][1]).first().waitFor();
    }
    if (shots)
      await page.screenshot({ path: `${shots}/joined-late-result-hi.png`, fullPage: true });
  });

  it("the classmates' ranks stay among the four who sat every paper", async () => {
    await logInAs(b.context, b.baseUrl, 'student');
    const page = await b.open('/Sdashboard/Result');
    const mid = page
      .getByRole('region', { name: 'Full Stack Developer' })
      .getByRole('article', { name: 'Mid-Term Exam result' });
    await mid.getByText('/ 200').waitFor();
    await mid.getByText('1 of 4').waitFor();
  });
});
