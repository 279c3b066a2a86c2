// Issue 12: the office's fee dialogs (instalments, record payment, account, reverse) and the
// Activity screen in Punjabi and Hindi: each dialog with a validation error showing, a payment
// recorded, its history seen; translated words, no raw keys, axe clean with each dialog open.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { feeMessages } from '#shared/fees.ts';
import { istDate } from '#shared/ist.ts';
import { newPortalStudent } from '../student/portal-helpers';
import { desktop, phone, settledDialog, useBrowser } from '../support/browser';
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

// What a key left untranslated would look like on screen: `fees.payment.title`.
const rawKey =
  /\b(?:common|fees|methods|receipt|dateField|activity|actions|firstPassword|changePassword|[a-z]+Messages)\.[a-zA-Z]+(?:\.[a-zA-Z_]+)*\b/;

/** A string of the locale files, filled in (admin-school's unless named): the test reads what the reader reads. */
const tr = (lang: Lang, key: string, vars: Record<string, string | number> = {}) =>
  localeString(lang, key, vars, 'admin-school');

/** The validation file's entry of an English message of the shared schemas, in `lang`. */
function message(lang: Lang, english: string): string {
  const en = localeFile('en', 'validation');
  for (const [group, entries] of Object.entries(en)) {
    for (const [k, v] of Object.entries(entries as Record<string, unknown>)) {
      if (v === english) return tr(lang, `validation:${group}.${k}`);
    }
  }
  throw new Error(`no validation entry for ${english}`);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startsWith = (text: string) => new RegExp(`^${escape(text)}`);

/** A string of the locale files with an amount in it: Chromium's pa-IN may space '₹ 2,500'. */
function withAmount(lang: Lang, key: string, rupees: string): RegExp {
  const [before, after] = tr(lang, key, { amount: '\u0000' }).split('\u0000');
  return new RegExp(`${escape(before!)}₹\\s?${escape(rupees)}${escape(after!)}`);
}

/** The dialog's text is in the script, with no raw key; axe finds nothing; a screenshot. */
async function checkDialog(page: Page, dialog: Locator, lang: Lang, shot: string) {
  const text = await dialog.innerText();
  expect(text).toMatch(scripts[lang].letters);
  expect(text).not.toMatch(rawKey);
  if (shots) await page.screenshot({ path: `${shots}/${shot}.png` });
  expect(await axeViolations(page)).toEqual([]);
}

for (const [size, viewport] of [
  ['1280px', desktop],
  ['375px', phone],
] as const) {
  describe(`fee dialogs in Punjabi and Hindi (${size})`, () => {
    const b = useBrowser(viewport);
    // The e2e admin is shared by every file: put English back.
    englishAfterEach(b);

    for (const lang of ['pa', 'hi'] as const) {
      it(`plan, payment, account and reverse dialogs in ${scripts[lang].name}`, async () => {
        // A student of their own: a new ₹3,500 course with nothing paid.
        const student = await newPortalStudent(b.baseUrl);
        const who = `${student.name}, ${student.courseName}`;
        await logInIn(b, 'admin', lang);
        // A new course keeps the server busy for a moment (its public pages are built again).
        const page = b.page;
        await page.goto('/Sidebar/Fees', { waitUntil: 'load', timeout: 30_000 });
        const row = page.getByRole('row').filter({ hasText: student.studentId });
        await row.waitFor();
        /** A row action: buttons on a wide screen, the row's menu on a phone. */
        const act = async (short: string, long: string) => {
          if (viewport === phone) {
            await row
              .getByRole('button', { name: tr(lang, 'admin:rowActions.actionsFor', { who }) })
              .click();
            await page.getByRole('menuitem', { name: tr(lang, short) }).click();
          } else {
            await row.getByRole('button', { name: tr(lang, long, { who }) }).click();
          }
        };
        const tag = `${lang}-${size}`;

        // Instalments: a plan short of the total fee is refused, in the reader's language.
        await act('fees.rowActions.instalments', 'fees.rowActions.instalmentsOf');
        const plan = await settledDialog(page, tr(lang, 'fees.plan.title'));
        const first = plan.getByRole('group', { name: tr(lang, 'fees.plan.instalment', { n: 1 }) });
        const [y, m, d] = istDate(new Date(Date.now() + 30 * 86_400_000)).split('-');
        await first.getByLabel(startsWith(tr(lang, 'fees.plan.dueDate'))).fill(`${d}-${m}-${y}`);
        await first.getByLabel(startsWith(tr(lang, 'fees.plan.amount'))).fill('1,000');
        await plan.getByText(withAmount(lang, 'fees.plan.stillToPlan', '2,500')).waitFor();
        await plan.getByRole('button', { name: tr(lang, 'common.save') }).click();
        await plan.getByText(message(lang, feeMessages.planSum)).waitFor();
        await checkDialog(page, plan, lang, `i18n-fee-plan-${tag}`);
        await plan.getByRole('button', { name: tr(lang, 'common.cancel') }).click();
        await plan.waitFor({ state: 'detached' });

        // Record payment: a UPI reference that is not 12 digits is refused, then one that is.
        await act('fees.rowActions.recordPayment', 'fees.rowActions.recordPaymentFor');
        const pay = await settledDialog(page, tr(lang, 'fees.payment.title'));
        await pay.getByLabel(startsWith(tr(lang, 'fees.payment.amount'))).fill('100');
        await pay
          .getByRole('combobox', { name: startsWith(tr(lang, 'fees.payment.method')) })
          .click();
        await page.getByRole('option', { name: 'UPI' }).click();
        const reference = pay.getByLabel(startsWith(tr(lang, 'fees.payment.reference.upi')));
        await reference.fill('12345');
        const submit = pay.getByRole('button', { name: tr(lang, 'fees.payment.submit') });
        await submit.click();
        await pay.getByText(message(lang, feeMessages.upiReference)).waitFor();
        await checkDialog(page, pay, lang, `i18n-fee-payment-${tag}`);
        await reference.fill(`7${String(Date.now()).slice(-11)}`);
        await submit.click();
        await page.waitForURL(/\/Sidebar\/Fees\/receipts\/\d+$/);
        const back = page.getByRole('link', { name: tr(lang, 'documents:receipt.backToFees') });
        await back.click();

        // The account: the card, the plan-less type, the payment with its receipt.
        await row.waitFor();
        await act('fees.rowActions.account', 'fees.rowActions.accountOf');
        const account = await settledDialog(
          page,
          tr(lang, 'fees.account.titleOf', { name: student.name }),
        );
        const history = account.getByRole('table', { name: tr(lang, 'fees.history.label') });
        await history
          .getByRole('link', {
            name: startsWith(tr(lang, 'fees.history.receiptOf', { serial: 'RCT' })),
          })
          .waitFor();
        expect(await account.innerText()).toContain(tr(lang, 'fees.card.oneTime'));
        expect(await history.innerText()).toMatch(/₹\s?100\b/);
        await checkDialog(page, account, lang, `i18n-fee-account-${tag}`);

        // Reverse: no reason given is refused in the reader's language.
        await history.getByRole('button', { name: tr(lang, 'fees.history.reverse') }).click();
        const reverse = await settledDialog(page, tr(lang, 'fees.reverse.title'));
        await reverse.getByRole('button', { name: tr(lang, 'fees.reverse.submit') }).click();
        await reverse.getByText(message(lang, feeMessages.reasonNeeded)).waitFor();
        await checkDialog(page, reverse, lang, `i18n-fee-reverse-${tag}`);
        await reverse.getByRole('button', { name: tr(lang, 'common.cancel') }).click();
        await reverse.waitFor({ state: 'detached' });
      }, 150_000);
    }
  });
}

describe('the Activity screen counts days in India', () => {
  const b = useBrowser(desktop);
  englishAfterEach(b);

  it('filters today (IST) in Punjabi and exports it with IST times', async () => {
    await logInIn(b, 'admin', 'pa');
    const today = istDate(new Date());
    const [y, m, d] = today.split('-');
    const page = await b.open('/Sidebar/Activity');
    const table = page.getByRole('table', { name: tr('pa', 'admin-people:activity.tableLabel') });
    await table.waitFor();
    await page.getByLabel(tr('pa', 'admin-people:activity.from')).fill(`${d}-${m}-${y}`);
    await page.getByLabel(tr('pa', 'admin-people:activity.to')).fill(`${d}-${m}-${y}`);
    // The admin's own login of a moment ago is on today's list, shown as today's date.
    await table
      .getByRole('row')
      .filter({ hasText: `${d}-${m}-${y}` })
      .first()
      .waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(rawKey);
    const link = page.getByRole('link', { name: tr('pa', 'admin-people:actions.exportCsv') });
    const href = await link.getAttribute('href');
    expect(href).toContain(`from=${today}&to=${today}`);
    const csv = await (await b.context.request.get(`${b.baseUrl}${href}`)).text();
    const [header, first] = csv.split('\r\n');
    expect(header).toMatch(/^\uFEFFTime \(IST\),/);
    expect(first).toMatch(new RegExp(`^${today} \\d\\d:\\d\\d:\\d\\d,`));
    if (shots) await page.screenshot({ path: `${shots}/i18n-activity-pa-1280.png` });
    expect(await axeViolations(page)).toEqual([]);
  });
});
