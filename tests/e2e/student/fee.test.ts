import { request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { istDate } from '#shared/ist.ts';
import { desktop, phone, useBrowser, type BrowserHarness } from '../support/browser';
import { e2eAdmin, logInAs } from '../support/session';

const shots = process.env.E2E_SCREENSHOTS;

async function feeCard(b: BrowserHarness) {
  await logInAs(b.context, b.baseUrl, 'student');
  const page = await b.open('/Sdashboard/fee');
  const card = page.getByRole('definition').filter({ hasText: '₹' }).first();
  await card.waitFor();
  return page;
}

for (const [name, viewport] of [
  ['1280', desktop],
  ['375', phone],
] as const) {
  describe(`student Fee page at ${name}px`, () => {
    const b = useBrowser(viewport);

    it("shows the spec's card with en-IN figures, the overdue instalment and receipts", async () => {
      const page = await feeCard(b);
      expect(await page.title()).toMatch(/^Fee/);
      const section = page.getByRole('region', { name: 'Full Stack Developer' });
      const card = section.getByRole('definition');
      const texts = await card.allInnerTexts();
      expect(texts).toEqual([
        'student',
        'Full Stack Developer',
        '6 months',
        'Instalments (3)',
        '₹40,000',
        '₹10,000',
        '₹30,000',
      ]);
      await section.getByText('₹15,000 is overdue').waitFor();
      expect(await page.getByText('will appear here').count()).toBe(0);
      if (shots)
        await page.screenshot({ path: `${shots}/student-fee-${name}.png`, fullPage: true });

      await section.getByRole('link', { name: /^Receipt RCT/ }).click();
      await page.waitForURL(/\/Sdashboard\/receipts\/\d+$/);
      const receipt = page.getByRole('article', { name: /^Receipt RCT/ });
      await receipt.waitFor();
      expect(await receipt.innerText()).toContain('Rupees Ten Thousand Only');
      if (shots)
        await page.screenshot({ path: `${shots}/student-receipt-${name}.png`, fullPage: true });
      // What "Save as PDF" gives: the receipt alone, on paper.
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByRole('button', { name: 'Print / Save as PDF' }).isVisible()).toBe(
        false,
      );
      const pdf = await page.pdf({ format: 'A4' });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      if (shots) await page.screenshot({ path: `${shots}/student-receipt-print-${name}.png` });
    });
  });
}

describe('receipts of other students', () => {
  const b = useBrowser(desktop);

  it("another student's receipt is not found, never shown", async () => {
    const office = await request.newContext({ baseURL: b.baseUrl });
    const login = await office.post('/auth/login', {
      data: e2eAdmin,
      headers: { origin: b.baseUrl },
    });
    expect(login.status()).toBe(200);
    const list = (await (await office.get('/api/admin/fees/accounts')).json()) as {
      accounts: { enrolmentId: number; studentId: string; unpaidPaise: number }[];
    };
    const other = list.accounts.find((a) => a.studentId === 'ACA-2026-0003' && a.unpaidPaise > 0);
    expect(other).toBeDefined();
    const paid = await office.post(`/api/admin/fees/accounts/${other!.enrolmentId}/payments`, {
      data: { amountPaise: 100000, paidOn: istDate(new Date()), method: 'cash' },
      headers: { origin: b.baseUrl },
    });
    expect(paid.status()).toBe(201);
    const { receipt } = (await paid.json()) as { receipt: { id: number; serial: string } };
    await office.dispose();

    await logInAs(b.context, b.baseUrl, 'student');
    b.allowConsole(/404/);
    const res = await b.context.request.get(`${b.baseUrl}/api/student/receipts/${receipt.id}`);
    expect(res.status()).toBe(404);
    const page = await b.open(`/Sdashboard/receipts/${receipt.id}`);
    await page.getByText('This receipt could not be loaded.').waitFor();
    expect(await page.content()).not.toContain(receipt.serial);
  });
});
