// Issue 21.3: a student's calendar feed on a 375 px phone in Hindi: get the link, copy it, turn
// it off (with a confirm); the link answers with a calendar, then 404; axe finds nothing.
import { describe, expect, it } from 'vitest';
import { phone, settledDialog, useBrowser } from '../support/browser';
import {
  axeViolations,
  localeString,
  screenshotDir as shots,
  scripts,
  setLanguageCookie,
} from '../support/i18n-page';
import { storeLanguage } from '../support/session';
import { newPortalStudent } from './portal-helpers';

const tr = (key: string, ns = 'calendar') => localeString('hi', key, {}, ns);

describe('calendar feed on a 375px phone in Hindi', () => {
  const b = useBrowser(phone);

  it('gets a link, copies it and turns it off', async () => {
    const s = await newPortalStudent(b.baseUrl);
    const api = b.context.request;
    const headers = { origin: b.baseUrl };
    const login = await api.post(`${b.baseUrl}/auth/student/login`, {
      data: { studentId: s.studentId, password: s.password },
      headers,
    });
    expect(login.status()).toBe(200);
    await setLanguageCookie(b, 'hi');
    expect(await storeLanguage(b.context, b.baseUrl, 'hi')).toBe(true);
    await b.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: b.baseUrl,
    });
    b.context.setDefaultNavigationTimeout(30_000);

    const page = await b.open('/Sdashboard/Profile');
    const card = page.getByRole('region', { name: tr('title') });
    await card.getByText(tr('explain')).waitFor();
    await card.getByRole('button', { name: tr('getLink') }).waitFor();
    expect(await card.innerText()).toMatch(scripts.hi.letters);
    expect(await axeViolations(page, { where: 'hi calendar feed card' })).toEqual([]);

    await card.getByRole('button', { name: tr('getLink') }).click();
    const link = card.getByRole('textbox', { name: tr('linkLabel') });
    await link.waitFor();
    const url = await link.inputValue();
    expect(url).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const webcal = card.getByRole('link', { name: tr('addToPhone') });
    expect(await webcal.getAttribute('href')).toBe(url.replace(/^https?:/, 'webcal:'));
    const feed = await api.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);

    await card.getByRole('button', { name: tr('copy') }).click();
    await page.getByText(tr('copied')).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(await axeViolations(page, { where: 'hi calendar link shown' })).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/calendar-feed-375-hi.png`, fullPage: true });

    await card.getByRole('button', { name: tr('turnOff') }).click();
    const dialog = await settledDialog(page, tr('confirmDelete.title', 'admin'));
    await dialog.getByText(tr('confirmTurnOff')).waitFor();
    expect(await axeViolations(page, { where: 'hi turn off calendar link' })).toEqual([]);
    await dialog.getByRole('button', { name: tr('confirmDelete.yes', 'admin') }).click();
    await page.getByText(tr('turnedOff')).waitFor();
    await card.getByRole('button', { name: tr('getLink') }).waitFor();
    expect(await card.getByRole('textbox').count()).toBe(0);
    expect((await api.get(url)).status()).toBe(404);
  }, 120_000);
});
