import type { Page, Request } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { noticeMessages, type Notice, type NoticeInput } from '#shared/notices.ts';
import { useBrowser } from '../support/browser';
import { logInAs } from '../support/session';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The number on the top bar's bell, read from its accessible name. */
async function bellCount(page: Page): Promise<number> {
  const bell = page.getByRole('link', { name: /^Notices: \d+ notices?$/ });
  const name = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/\d+/.exec(name)?.[0]);
}

async function waitForBell(page: Page, count: number) {
  await page
    .getByRole('link', { name: count === 1 ? 'Notices: 1 notice' : `Notices: ${count} notices` })
    .waitFor();
}

describe('admin notices', () => {
  const b = useBrowser();

  beforeEach(async () => {
    await logInAs(b.context, b.baseUrl, 'admin');
  });

  async function postNotice(input: NoticeInput): Promise<Notice> {
    const res = await b.context.request.post(`${b.baseUrl}/api/notices`, {
      data: input,
      headers: { origin: b.baseUrl },
    });
    expect(res.status()).toBe(201);
    return (await res.json()) as Notice;
  }

  it('creates a notice: field errors first, then the toast, the list, the board and the bell', async () => {
    const page = await b.open('/Sidebar/CreateNotice');
    await page.getByRole('heading', { name: 'Create Notice', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Existing notices' }).waitFor();
    await page.getByRole('link', { name: /^Notices: \d+ notices?$/ }).waitFor();
    const before = await bellCount(page);

    // An empty form is refused in the browser: nothing is sent, so no success toast can follow.
    // A submit that did send would start its request in the same click handler that renders the
    // errors, so by the time the errors show, any POST would already be recorded here.
    const posted: string[] = [];
    const recordPost = (request: Request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/notices') {
        posted.push(request.url());
      }
    };
    page.on('request', recordPost);
    await page.getByRole('button', { name: 'Save' }).click();
    for (const message of [
      noticeMessages.title,
      noticeMessages.details,
      noticeMessages.postedBy,
      noticeMessages.date,
    ]) {
      await page.getByText(message).waitFor();
    }
    page.off('request', recordPost);
    expect(posted).toEqual([]);
    expect(await page.getByText(noticeMessages.sent).count()).toBe(0);

    const title = `Holiday for Lohri ${unique()}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Details').fill('The academy stays closed; classes resume on Monday.');
    await page.getByLabel('Posted By').fill('Principal');
    await page.getByLabel(/^Date/).fill('2031-01-13');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: noticeMessages.sent }).waitFor();
    expect(await page.getByText(noticeMessages.title).count()).toBe(0);
    // The form is cleared for the next notice.
    expect(await page.getByLabel('Title').inputValue()).toBe('');

    const list = page.getByRole('list', { name: 'Existing notices' });
    await list.getByText(title).waitFor();
    await waitForBell(page, before + 1);

    await page.getByRole('link', { name: /^Notices: / }).click();
    await page.getByRole('heading', { name: 'Notice Board', level: 1 }).waitFor();
    const card = page.getByRole('article').filter({ hasText: title });
    await card.waitFor();
    const text = await card.innerText();
    expect(text).toContain('13-01-2031');
    expect(text).toContain('Posted by Principal');
    expect(text).toContain('classes resume on Monday');
    // Newest date first: a 2031 notice heads the board.
    expect(await page.getByRole('article').first().innerText()).toContain(title);
  });

  it('searches the Notice Board by title (any case) and by date', async () => {
    const tag = unique();
    const exam = await postNotice({
      title: `Mid-term timetable ${tag}`,
      details: 'Exams begin at 10 am.',
      postedBy: 'Exam cell',
      date: '2030-03-02',
    });
    await postNotice({
      title: `Fee reminder ${tag}`,
      details: 'Pay the second instalment.',
      postedBy: 'Office',
      date: '2030-03-09',
    });

    const page = await b.open('/Sidebar/Notice');
    await page.getByRole('heading', { name: 'Notice Board', level: 1 }).waitFor();
    const articles = page.getByRole('article');
    await page.getByLabel('Search by title').fill(tag.toUpperCase());
    await articles.filter({ hasText: exam.title }).waitFor();
    // Both notices were on the board before the search too: wait for the others to go.
    await expect.poll(() => articles.count(), { timeout: 10_000 }).toBe(2);
    // Newest date first.
    expect(await articles.first().innerText()).toContain(`Fee reminder ${tag}`);

    await page.getByLabel('Search by title').fill(`MID-TERM TIMETABLE ${tag}`);
    await page.waitForFunction(() => document.querySelectorAll('article').length === 1);
    expect(await articles.first().innerText()).toContain('02-03-2030');

    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.getByLabel('Search by date').fill('2030-03-09');
    await page.waitForFunction(() => document.querySelectorAll('article').length === 1);
    expect(await articles.first().innerText()).toContain(`Fee reminder ${tag}`);

    await page.getByLabel('Search by title').fill(`no such notice ${tag}`);
    await page.getByText(noticeMessages.noneFound).waitFor();
    expect(await articles.count()).toBe(0);
  });

  it('deletes a notice by id after asking; No keeps it', async () => {
    const title = `Sports day ${unique()}`;
    const notice = await postNotice({
      title,
      details: 'Meet at the ground at 8 am.',
      postedBy: 'Sports teacher',
      date: '2030-02-14',
    });
    const page = await b.open('/Sidebar/CreateNotice');
    const list = page.getByRole('list', { name: 'Existing notices' });
    await list.getByText(title).waitFor();
    const before = await bellCount(page);

    await page.getByRole('button', { name: `Delete notice ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Delete' });
    await dialog.getByText(title).waitFor();
    await dialog.getByRole('button', { name: 'No' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await list.getByText(title).count()).toBe(1);

    await page.getByRole('button', { name: `Delete notice ${title}` }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await list.getByText(title).waitFor({ state: 'detached' });
    await waitForBell(page, before - 1);

    const res = await b.context.request.get(`${b.baseUrl}/api/notices`);
    const ids = ((await res.json()) as Notice[]).map((n) => n.id);
    expect(ids).not.toContain(notice.id);
  });
});
