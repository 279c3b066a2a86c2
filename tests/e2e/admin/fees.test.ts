import { describe, expect, it } from 'vitest';
import { feeMessages } from '#shared/fees.ts';
import { desktop, phone, useBrowser } from '../support/browser';
import { logInAs } from '../support/session';

// Jaspreet Kaur (demo data), enrolled in Web Designing: the demo student's own fee stays as the
// spec's sample for the student test.
const payer = 'ACA-2026-0002';
const shots = process.env.E2E_SCREENSHOTS;

describe('admin Fees screen', () => {
  const b = useBrowser(desktop);

  it('records a payment and opens its receipt; a bad UPI reference shows the message', async () => {
    await logInAs(b.context, b.baseUrl, 'admin');
    const page = await b.open('/Sidebar/Fees');
    const row = page.getByRole('row').filter({ hasText: payer });
    await row.waitFor();
    expect(await page.title()).toMatch(/^Fees/);
    if (shots) await page.screenshot({ path: `${shots}/admin-fees-1280.png`, fullPage: true });

    await row.getByRole('button', { name: /^Record payment/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Record payment' });
    await dialog.getByLabel(/^Amount/).fill('5,000');
    await dialog.getByRole('combobox', { name: /^Method/ }).click();
    await page.getByRole('option', { name: 'UPI' }).click();
    await dialog.getByLabel(/^UPI reference/).fill('12345');
    await dialog.getByRole('button', { name: 'Save and issue receipt' }).click();
    await dialog.getByText(feeMessages.upiReference).waitFor();
    if (shots) await page.screenshot({ path: `${shots}/admin-payment-dialog-1280.png` });

    const utr = `6${String(Date.now()).slice(-11)}`;
    await dialog.getByLabel(/^UPI reference/).fill(utr);
    await dialog.getByRole('button', { name: 'Save and issue receipt' }).click();
    await page.waitForURL(/\/Sidebar\/Fees\/receipts\/\d+$/);
    const receipt = page.getByRole('article', { name: /^Receipt RCT\/\d\d-\d\d\/\d{5}$/ });
    await receipt.waitFor();
    const text = await receipt.innerText();
    expect(text).toContain('₹5,000.00');
    expect(text).toContain('Rupees Five Thousand Only');
    expect(text).toContain(utr);
    expect(text).toContain('Jaspreet Kaur');
    expect(text).toMatch(/\d\d-\d\d-\d{4}/);
    await page.getByRole('button', { name: 'Print / Save as PDF' }).waitFor();
    if (shots) await page.screenshot({ path: `${shots}/admin-receipt-1280.png`, fullPage: true });

    // Back on the list, the account shows the payment with its receipt.
    await page.getByRole('link', { name: 'Back to Fees' }).click();
    await page
      .getByRole('row')
      .filter({ hasText: payer })
      .getByRole('button', { name: /^Account/ })
      .click();
    const account = page.getByRole('dialog', { name: /^Fee account/ });
    await account.getByRole('link', { name: /^Receipt RCT/ }).waitFor();
  });

  it('filters the defaulters', async () => {
    await logInAs(b.context, b.baseUrl, 'admin');
    const page = await b.open('/Sidebar/Fees');
    await page.getByRole('table', { name: 'Fee balances' }).waitFor();
    await page.getByRole('button', { name: 'Defaulters' }).click();
    // The demo student's second instalment is overdue.
    await page.getByRole('row').filter({ hasText: '₹15,000 overdue' }).first().waitFor();
    const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    expect(href).toBe('/api/admin/fees/accounts.csv?status=defaulters');
    const csv = await b.context.request.get(`${b.baseUrl}${href}`);
    // Student ID, name, phone, guardian's phone, course.
    expect(await csv.text()).toMatch(
      /^student,Gurleen Dhillon,[^,\r\n]*,[^,\r\n]*,Full Stack Developer,/m,
    );
  });
});

describe('admin Fees screen on a phone', () => {
  const b = useBrowser(phone);

  it('lists the balances', async () => {
    await logInAs(b.context, b.baseUrl, 'admin');
    const page = await b.open('/Sidebar/Fees');
    await page.getByRole('table', { name: 'Fee balances' }).waitFor();
    if (shots) await page.screenshot({ path: `${shots}/admin-fees-375.png`, fullPage: true });
  });
});
