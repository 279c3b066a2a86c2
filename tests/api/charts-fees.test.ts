// Fee collection by month (issue 21.5, decision 066): the admin Overview's chart reads the money
// received in each month of a financial year, reversals taken off in the month they are dated.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FeesByMonth } from '#shared/charts.ts';
import type { RecordPaymentReply } from '#shared/fee-receipts.ts';
import { financialYearOf } from '#shared/fiscal.ts';
import { istDate } from '#shared/ist.ts';
import { createCourse } from '#server/seed/factories.ts';
import { enrolments } from '#server/db/schema.ts';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie = t.admin.cookie) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

async function enrolment(price = 100000) {
  const course = await createCourse(t.db, { price });
  const s = await t.newStudent({ courses: [course.name] });
  const [e] = await t.db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(eq(enrolments.studentId, s.student.id));
  return e!.id;
}

async function pay(enrolmentId: number, paidOn: string, amountPaise: number) {
  const res = await call('POST', `/api/admin/fees/accounts/${enrolmentId}/payments`, {
    paidOn,
    method: 'cash',
    amountPaise,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<RecordPaymentReply>().payment;
}

const byMonth = async (query = '') => {
  const res = await call('GET', `/api/admin/fees/by-month${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FeesByMonth>();
};

describe('fee collection by month', () => {
  it('twelve empty months, April to March, when nothing was paid', async () => {
    const fy = await byMonth('?year=2023');
    expect(fy).toMatchObject({ startYear: 2023, label: '23-24', totalPaise: 0 });
    expect(fy.months.map((m) => m.month)).toEqual([
      '2023-04',
      '2023-05',
      '2023-06',
      '2023-07',
      '2023-08',
      '2023-09',
      '2023-10',
      '2023-11',
      '2023-12',
      '2024-01',
      '2024-02',
      '2024-03',
    ]);
    expect(fy.months.every((m) => m.paise === 0)).toBe(true);
  });

  it('sums each month by the day paid; a reversal counts in its own month', async () => {
    const a = await enrolment();
    const b = await enrolment();
    await pay(a, '2024-04-01', 1000000);
    await pay(b, '2024-04-30', 250050);
    await pay(a, '2025-03-31', 300000);
    // 31 March 2024 is the year before; 1 April 2025 the year after.
    await pay(b, '2024-03-31', 700000);
    await pay(b, '2025-04-01', 900000);
    const reversed = await pay(a, '2024-06-15', 500000);
    const rev = await call('POST', `/api/admin/fees/payments/${reversed.id}/reverse`, {
      reason: 'Cheque bounced',
      reversedOn: '2024-07-02',
    });
    expect(rev.statusCode, rev.body).toBe(201);

    const fy = await byMonth('?year=2024');
    const paise = Object.fromEntries(fy.months.map((m) => [m.month, m.paise]));
    expect(paise).toMatchObject({
      '2024-04': 1250050,
      '2024-05': 0,
      '2024-06': 500000,
      '2024-07': -500000,
      '2025-03': 300000,
    });
    expect(fy.totalPaise).toBe(1550050);
    expect((await byMonth('?year=2023')).months.at(-1)).toEqual({
      month: '2024-03',
      paise: 700000,
    });
  });

  it('the current financial year when no year is given', async () => {
    const today = istDate(new Date());
    const fy = financialYearOf(today);
    await pay(await enrolment(), today, 12345);
    const reply = await byMonth();
    expect(reply).toMatchObject({ startYear: fy.startYear, label: fy.label });
    expect(reply.months.find((m) => m.month === today.slice(0, 7))?.paise).toBeGreaterThanOrEqual(
      12345,
    );
  });

  it('refuses a year it cannot read, and callers other than the admin', async () => {
    for (const year of ['abc', '1999', '2099', '2024.5']) {
      const res = await call('GET', `/api/admin/fees/by-month?year=${year}`);
      expect(res.statusCode, year).toBe(400);
    }
    const student = await call('GET', '/api/admin/fees/by-month', undefined, t.studentA.cookie);
    expect(student.statusCode).toBe(403);
  });
});
