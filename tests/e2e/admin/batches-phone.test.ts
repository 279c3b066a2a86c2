// Issue 21.2: the Batches screen on a 375 px phone in Punjabi and Hindi: a batch added (a refusal
// shown in the reader's language first), edited and deleted through the row's ⋮ menu; the page
// fits the screen and axe finds nothing on the screen or its dialog.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { batchMessages } from '#shared/batches.ts';
import { newPortalStudent } from '../student/portal-helpers';
import { phone, settledDialog, useBrowser } from '../support/browser';
import {
  axeViolations,
  englishAfterEach,
  localeFile,
  localeString,
  logInIn,
  screenshotDir as shots,
  scripts,
  type Indic as Lang,
} from '../support/i18n-page';

/** A string of the locale files (admin-school's unless named), as the reader reads it. */
const tr = (lang: Lang, key: string, vars: Record<string, string | number> = {}) =>
  localeString(lang, key, vars, 'admin-school');

/** The validation file's entry of a batch refusal, in `lang`. */
function refusal(lang: Lang, english: string): string {
  const en = localeFile('en', 'validation').batches as Record<string, string>;
  const key = Object.keys(en).find((k) => en[k] === english);
  if (!key) throw new Error(`no validation entry for ${english}`);
  return tr(lang, `validation:batches.${key}`);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its label, which for a required field ends in MUI's ' *'. */
const label = (text: string) => new RegExp(`^${escape(text)}(\\s*\\*)?$`);

/** The row's action through its ⋮ menu. */
async function act(page: Page, lang: Lang, who: string, action: string) {
  await page
    .getByRole('button', { name: tr(lang, 'admin:rowActions.actionsFor', { who }) })
    .click();
  await page.getByRole('menuitem', { name: tr(lang, action) }).click();
}

describe('Batches on a 375px phone in Punjabi and Hindi', () => {
  const b = useBrowser(phone);
  // The e2e admin is shared by every file: put English back.
  englishAfterEach(b);

  for (const lang of ['pa', 'hi'] as const) {
    it(`add, a refusal, edit and delete through the ⋮ menu in ${scripts[lang].name}`, async () => {
      const s = await newPortalStudent(b.baseUrl);
      await logInIn(b, 'admin', lang);
      b.context.setDefaultNavigationTimeout(30_000);
      const page = await b.open('/Sidebar/Batches');
      await page.getByRole('heading', { name: tr(lang, 'titles.batches'), level: 1 }).waitFor();
      await page.getByRole('combobox', { name: tr(lang, 'batches.course') }).click();
      await page.getByRole('option', { name: s.courseName }).click();
      const table = page.getByRole('table', { name: tr(lang, 'batches.table.label') });
      await table.getByText(tr(lang, 'batches.empty')).waitFor();

      await page.getByRole('button', { name: tr(lang, 'batches.add') }).click();
      const add = await settledDialog(page, tr(lang, 'batches.dialog.addTitle'));
      await add.getByLabel(label(tr(lang, 'batches.dialog.name'))).fill('Shaam 1');
      await add.getByRole('combobox', { name: label(tr(lang, 'batches.dialog.timing')) }).click();
      await page.getByRole('option', { name: tr(lang, 'batches.timings.evening') }).click();
      const capacity = add.getByLabel(label(tr(lang, 'batches.dialog.capacity')));
      await capacity.fill('0');
      await add.getByLabel(label(tr(lang, 'batches.dialog.startsOn'))).fill('05-01-2027');
      const submit = add.getByRole('button', { name: tr(lang, 'batches.dialog.add') });
      await submit.click();
      await add.getByText(refusal(lang, batchMessages.capacityRange)).waitFor();
      expect(await add.innerText()).toMatch(scripts[lang].letters);
      if (shots) await page.screenshot({ path: `${shots}/batches-dialog-375-${lang}.png` });
      expect(await axeViolations(page, { where: `${lang} Add Batch` })).toEqual([]);
      await capacity.fill('25');
      await submit.click();
      await add.waitFor({ state: 'detached' });

      const who = `Shaam 1 · ${s.courseName}`;
      const row = table.getByRole('row').filter({ hasText: 'Shaam 1' });
      await row.getByText('0 / 25').waitFor();
      await row.getByText(tr(lang, 'batches.timings.evening')).waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
      if (shots) await page.screenshot({ path: `${shots}/batches-375-${lang}.png` });
      expect(await axeViolations(page, { where: `${lang} Batches`, exclude: ['.toast'] })).toEqual(
        [],
      );

      await act(page, lang, who, 'common.edit');
      const edit = await settledDialog(page, tr(lang, 'batches.dialog.editTitle'));
      await edit.getByLabel(label(tr(lang, 'batches.dialog.room'))).fill('Lab 3');
      await edit.getByRole('button', { name: tr(lang, 'common.save') }).click();
      await edit.waitFor({ state: 'detached' });
      await row.getByText('Lab 3').waitFor();

      await act(page, lang, who, 'common.delete');
      const confirm = page.getByRole('dialog', { name: tr(lang, 'admin:confirmDelete.title') });
      await confirm.getByText(tr(lang, 'batches.confirmDelete', { name: 'Shaam 1' })).waitFor();
      await confirm.getByRole('button', { name: tr(lang, 'admin:confirmDelete.yes') }).click();
      await row.waitFor({ state: 'detached' });
      await table.getByText(tr(lang, 'batches.empty')).waitFor();
    }, 120_000);
  }
});
