// Issue 21.4: a teacher marks a class's attendance on a 375 px phone (en and pa): tap Absent,
// choose Late, save, a reload shows what was saved; a save while offline keeps the sheet and is
// saved when the phone is back online. The admin corrects it at 1280 px. axe finds nothing.
// The class's slot is made through the timetable's slot call (POST /api/batches/:id/slots).
import { request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { istDate } from '#shared/ist.ts';
import { weekdayOf } from '#shared/timetable.ts';
import { desktop, phone, useBrowser, type BrowserHarness } from '../support/browser';
import {
  axeViolations,
  localeString,
  screenshotDir as shots,
  setLanguageCookie,
  type Language,
} from '../support/i18n-page';
import { e2eAdmin, storeLanguage } from '../support/session';
import { logInTeacher, newBatchTeacher } from './teacher-helpers';

const today = istDate(new Date());
const tr = (language: Language, key: string, vars: Record<string, string | number> = {}) =>
  localeString(language, key, vars, 'attendance-sheet');

/** A teacher with a batch of one student and a class today. */
async function classToday(baseUrl: string) {
  const t = await newBatchTeacher(baseUrl);
  const api = await request.newContext({ baseURL: baseUrl, extraHTTPHeaders: { origin: baseUrl } });
  try {
    await api.post('/auth/login', { data: e2eAdmin });
    const { batches } = (await (await api.get('/api/batches')).json()) as {
      batches: { id: number; name: string }[];
    };
    const batch = batches.find((b) => b.name === t.batchName)!;
    const made = await api.post(`/api/batches/${batch.id}/slots`, {
      data: {
        weekday: weekdayOf(today),
        startsAt: '07:00',
        endsAt: '08:00',
        // No room: the rooms of other tests' classes at this hour must not clash with it.
        room: '',
        teacherId: t.teacherId,
        subject: 'Theory',
      },
    });
    if (made.status() !== 201) throw new Error(`slot ${made.status()}: ${await made.text()}`);
    const slot = (await made.json()) as { id: number };
    return { ...t, slotId: slot.id };
  } finally {
    await api.dispose();
  }
}

/** The teacher logged in (their first login) and their language stored. */
async function logInTeacherIn(b: BrowserHarness, teacherId: number, lang: Language) {
  await logInTeacher(b, teacherId);
  await setLanguageCookie(b, lang);
  expect(await storeLanguage(b.context, b.baseUrl, lang)).toBe(true);
  b.context.setDefaultNavigationTimeout(30_000);
}

describe('attendance sheet on a 375 px phone', () => {
  const b = useBrowser(phone);

  for (const lang of ['en', 'pa'] as const) {
    it(`marks, saves, reloads and saves offline (${lang})`, async () => {
      // Offline, the browser reports each request it could not send.
      b.allowConsole(/ERR_INTERNET_DISCONNECTED/);
      const c = await classToday(b.baseUrl);
      await logInTeacherIn(b, c.teacherId, lang);
      const page = await b.open('/Tdashboard');
      // Home: today's class, not marked yet; it opens the sheet.
      await page.getByText(tr(lang, 'list.notMarked')).first().waitFor();
      await page
        .getByRole('link', { name: new RegExp(c.batchName) })
        .first()
        .click();
      const student = c.student.name;
      const group = page.getByRole('group', { name: tr(lang, 'sheet.markOf', { name: student }) });
      await group.waitFor();
      expect(
        await group
          .getByRole('button', { name: tr(lang, 'status.present'), exact: true })
          .getAttribute('aria-pressed'),
      ).toBe('true');
      await group.getByRole('button', { name: tr(lang, 'status.absent'), exact: true }).click();
      await page.getByText(tr(lang, 'counts.absent', { count: 1 })).waitFor();
      await group.getByRole('button', { name: tr(lang, 'status.late'), exact: true }).click();
      await page.getByText(tr(lang, 'counts.late', { count: 1 })).waitFor();
      // The date in the reader's language, never Chromium's 'M11' where it has no date data.
      expect(await page.locator('main').innerText()).not.toMatch(/\bM\d{1,2}\b/);
      expect(await axeViolations(page, { where: `${lang} sheet 375` })).toEqual([]);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
      await page.getByRole('button', { name: tr(lang, 'sheet.save') }).click();
      await page.getByText(tr(lang, 'sheet.saved')).waitFor();
      if (shots) await page.screenshot({ path: `${shots}/attendance-sheet-375-${lang}.png` });

      await page.reload();
      await group.waitFor();
      await expect
        .poll(() =>
          group
            .getByRole('button', { name: tr(lang, 'status.late'), exact: true })
            .getAttribute('aria-pressed'),
        )
        .toBe('true');

      // Offline: the sheet is kept, the teacher is told, and it is saved when back online.
      await b.context.setOffline(true);
      await group.getByRole('button', { name: tr(lang, 'status.excused'), exact: true }).click();
      await page.getByRole('button', { name: tr(lang, 'sheet.save') }).click();
      await page.getByText(tr(lang, 'sheet.offline')).waitFor();
      expect(
        await page.evaluate(() =>
          Object.keys(localStorage).some((k) => k.startsWith('academy.attendance:')),
        ),
      ).toBe(true);
      await b.context.setOffline(false);
      await page.getByText(tr(lang, 'sheet.saved')).waitFor();
      const saved = await b.context.request.get(
        `${b.baseUrl}/api/teacher/classes/${c.slotId}/${today}/register`,
      );
      const body = (await saved.json()) as { students: { status: string }[] };
      expect(body.students.map((s) => s.status)).toEqual(['excused']);
    });
  }
});

describe('the admin corrects a sheet at 1280 px', () => {
  const b = useBrowser(desktop);

  it('changes a mark and saves', async () => {
    const c = await classToday(b.baseUrl);
    await b.context.request.post(`${b.baseUrl}/auth/login`, {
      data: e2eAdmin,
      headers: { origin: b.baseUrl },
    });
    const page = await b.open(`/Sidebar/Attendance/${c.slotId}/${today}`);
    const group = page.getByRole('group', {
      name: tr('en', 'sheet.markOf', { name: c.student.name }),
    });
    await group.getByRole('button', { name: tr('en', 'status.absent') }).click();
    await page.getByRole('button', { name: tr('en', 'sheet.save') }).click();
    await page.getByText(tr('en', 'sheet.saved')).waitFor();
    expect(await axeViolations(page, { where: 'en admin sheet 1280' })).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/attendance-sheet-1280-admin.png` });
  });
});
