import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCourse } from '#server/seed/factories.ts';
import { enrolments } from '#server/db/schema.ts';
import { feeMessages } from '#shared/fees.ts';
import type { RecordPaymentReply } from '#shared/fee-receipts.ts';
import { setupTestApp } from '../tests/support/test-app';

// Issue 26, L6 and L7 (security-assessment-2026-11-27.md): the report's fee requests. A payment
// dated 1 January–31 March 2000 answered 500; a reversal could be dated 26 years before the
// money arrived. Prints `fee dates: n refused with a field message, 0 × 5xx`.
const t = setupTestApp();
const call = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie: t.admin.cookie } });

async function enrolment() {
  const course = await createCourse(t.db, { price: 40000, duration: '6 months' });
  const s = await t.newStudent({ courses: [course.name] });
  const [e] = await t.db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(eq(enrolments.studentId, s.student.id));
  return e!.id;
}

let refused = 0;
function expectFieldMessage(res: Awaited<ReturnType<typeof call>>, field: string, message: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().fieldErrors?.[field]).toEqual([message]);
  refused++;
}

describe('L6, L7: fee dates', () => {
  it('refuses a payment before 2000-04-01 with a field message, accepts that day', async () => {
    const id = await enrolment();
    for (const paidOn of ['2000-03-31', '2000-01-01', '2000-02-29']) {
      // POST /api/admin/fees/accounts/3/payments {"amountPaise":100,"paidOn":"2000-03-31",…}: was 500.
      const res = await call(`/api/admin/fees/accounts/${id}/payments`, {
        amountPaise: 100,
        paidOn,
        method: 'cash',
      });
      expectFieldMessage(res, 'paidOn', feeMessages.dateTooEarly);
    }
    const first = await call(`/api/admin/fees/accounts/${id}/payments`, {
      amountPaise: 100,
      paidOn: '2000-04-01',
      method: 'cash',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<RecordPaymentReply>().receipt.serial).toMatch(/00-01/);
  });

  it('refuses a reversal dated before the payment it reverses', async () => {
    const id = await enrolment();
    const paid = await call(`/api/admin/fees/accounts/${id}/payments`, {
      amountPaise: 500,
      paidOn: '2026-11-20',
      method: 'cash',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const { payment } = paid.json<RecordPaymentReply>();
    // POST /api/admin/fees/payments/5/reverse {"reason":"x","reversedOn":"2000-01-01"}: was 201.
    expectFieldMessage(
      await call(`/api/admin/fees/payments/${payment.id}/reverse`, {
        reason: 'x',
        reversedOn: '2000-01-01',
      }),
      'reversedOn',
      feeMessages.dateTooEarly,
    );
    expectFieldMessage(
      await call(`/api/admin/fees/payments/${payment.id}/reverse`, {
        reason: 'x',
        reversedOn: '2026-11-19',
      }),
      'reversedOn',
      feeMessages.reversalBeforePayment,
    );
    const sameDay = await call(`/api/admin/fees/payments/${payment.id}/reverse`, {
      reason: 'Cheque bounced',
      reversedOn: '2026-11-20',
    });
    expect(sameDay.statusCode, sameDay.body).toBe(201);
    console.log(`fee dates: ${refused} refused with a field message, 0 × 5xx`);
  });
});
