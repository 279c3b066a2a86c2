import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recordPayment } from '#server/data/fee-payments.ts';
import { createCourse, createStudent } from '#server/seed/factories.ts';
import { enrolments } from '#server/db/schema.ts';
import { payments } from '#server/db/schema-fees.ts';
import { feeMessages, type FeeAccount, type FeeAccountsReply, type Payment } from '#shared/fees.ts';
import { type Receipt, type RecordPaymentReply } from '#shared/fee-receipts.ts';
import { parseReceiptSerial } from '#shared/fiscal.ts';
import { istDate } from '#shared/ist.ts';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
const today = istDate(new Date());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: object, cookie = t.admin.cookie) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

let upiSeq = 100000000000;
const upi = () => String(upiSeq++);

/** A student enrolled in a new course of `price` rupees, with a session. */
async function enrolled(price = 40000) {
  const course = await createCourse(t.db, { price, duration: '6 months' });
  const s = await t.newStudent({ courses: [course.name] });
  const [e] = await t.db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(eq(enrolments.studentId, s.student.id));
  return { enrolmentId: e!.id, cookie: s.cookie, student: s.student, course };
}

const pay = (enrolmentId: number, body: object) =>
  call('POST', `/api/admin/fees/accounts/${enrolmentId}/payments`, {
    paidOn: today,
    method: 'cash',
    ...body,
  });

describe('fee accounts and payments', () => {
  it('an enrolment owes its course fee until paid; a payment gets a receipt in words', async () => {
    const { enrolmentId } = await enrolled(40000);
    const before = (
      await call('GET', `/api/admin/fees/accounts/${enrolmentId}`)
    ).json<FeeAccount>();
    expect(before).toMatchObject({ totalPaise: 4000000, paidPaise: 0, unpaidPaise: 4000000 });
    expect(before.duration).toBe('6 months');

    const res = await pay(enrolmentId, { amountPaise: 1000000, method: 'upi', reference: upi() });
    expect(res.statusCode, res.body).toBe(201);
    const { payment, receipt } = res.json<RecordPaymentReply>();
    expect(parseReceiptSerial(receipt.serial)).not.toBeNull();
    expect(receipt.serial.length).toBeLessThanOrEqual(16);
    expect(receipt).toMatchObject({
      amountPaise: 1000000,
      amountInWords: 'Rupees Ten Thousand Only',
      method: 'upi',
      gst: null,
      reversal: null,
      date: today,
    });
    expect(payment.receiptSerial).toBe(receipt.serial);

    const after = (await call('GET', `/api/admin/fees/accounts/${enrolmentId}`)).json<FeeAccount>();
    expect(after).toMatchObject({ totalPaise: 4000000, paidPaise: 1000000, unpaidPaise: 3000000 });
    expect(after.payments).toHaveLength(1);
  });

  it('a UPI reference is 12 digits and pays once; more than the balance is refused', async () => {
    const { enrolmentId } = await enrolled(5000);
    const bad = await pay(enrolmentId, { amountPaise: 100, method: 'upi', reference: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.reference).toEqual([feeMessages.upiReference]);

    const ref = upi();
    expect(
      (await pay(enrolmentId, { amountPaise: 100, method: 'upi', reference: ref })).statusCode,
    ).toBe(201);
    const again = await pay(enrolmentId, { amountPaise: 100, method: 'upi', reference: ref });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'UPI_REFERENCE_TAKEN' });

    const over = await pay(enrolmentId, { amountPaise: 500000, reference: '' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'AMOUNT_EXCEEDS_BALANCE' });

    const future = await pay(enrolmentId, { amountPaise: 100, paidOn: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    const cheque = await pay(enrolmentId, { amountPaise: 100, method: 'cheque', reference: '12' });
    expect(cheque.json().fieldErrors.reference).toEqual([feeMessages.chequeNumber]);
  });

  it('a payment is reversed by a new entry, once; the database refuses edits and deletes', async () => {
    const { enrolmentId } = await enrolled(20000);
    const { payment, receipt } = (
      await pay(enrolmentId, { amountPaise: 500000, method: 'card', reference: 'SLIP-42' })
    ).json<RecordPaymentReply>();
    const rev = await call('POST', `/api/admin/fees/payments/${payment.id}/reverse`, {
      reason: 'Card charge failed at the bank',
    });
    expect(rev.statusCode, rev.body).toBe(201);
    expect(rev.json<Payment>()).toMatchObject({
      kind: 'reversal',
      amountPaise: -500000,
      reversesId: payment.id,
    });
    const twice = await call('POST', `/api/admin/fees/payments/${payment.id}/reverse`, {
      reason: 'again',
    });
    expect(twice.json()).toMatchObject({ code: 'ALREADY_REVERSED' });

    const account = (
      await call('GET', `/api/admin/fees/accounts/${enrolmentId}`)
    ).json<FeeAccount>();
    expect(account).toMatchObject({ paidPaise: 0, unpaidPaise: 2000000 });
    expect(account.payments.find((p) => p.id === payment.id)?.reversedById).not.toBeNull();
    const shown = (await call('GET', `/api/admin/fees/receipts/${receipt.id}`)).json<Receipt>();
    expect(shown.reversal).toEqual({ on: today, reason: 'Card charge failed at the bank' });

    await expect(
      t.db.update(payments).set({ amountPaise: 1 }).where(eq(payments.id, payment.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(payments).where(eq(payments.id, payment.id))).rejects.toThrow();
    await expect(
      t.db.execute(sql`delete from receipts where id = ${receipt.id}`),
    ).rejects.toThrow();
  });

  it('20 payments at once get 20 distinct, consecutive serials', async () => {
    const accounts = await Promise.all(Array.from({ length: 5 }, () => enrolled(100000)));
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        pay(accounts[i % 5]!.enrolmentId, { amountPaise: 10000 + i, reference: '' }),
      ),
    );
    for (const r of replies) expect(r.statusCode, r.body).toBe(201);
    const serials = replies.map((r) => r.json<RecordPaymentReply>().receipt.serial);
    expect(new Set(serials).size).toBe(20);
    const seqs = serials.map((s) => parseReceiptSerial(s)!.sequence).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 20 }, (_, i) => seqs[0]! + i));
  });

  it('with a GSTIN a receipt shows SAC 999293 and 9% + 9% inside a state, IGST across', async () => {
    const gst = { gstin: '03AAACP1234A1ZF', academyState: '03' };
    const { enrolmentId } = await enrolled(40000);
    const input = { amountPaise: 1000000, paidOn: today, method: 'cash' as const, reference: '' };
    const intra = await recordPayment(
      t.db,
      gst,
      enrolmentId,
      { ...input, placeOfSupply: '' },
      null,
    );
    expect(intra.receipt.gst).toMatchObject({
      gstin: '03AAACP1234A1ZF',
      sac: '999293',
      supply: 'intra-state',
      taxablePaise: 847458,
      cgstPaise: 76271,
      sgstPaise: 76271,
      igstPaise: 0,
    });
    const inter = await recordPayment(
      t.db,
      gst,
      enrolmentId,
      { ...input, placeOfSupply: '07' },
      null,
    );
    expect(inter.receipt.gst).toMatchObject({
      supply: 'inter-state',
      cgstPaise: 0,
      igstPaise: 152542,
    });
    const g = inter.receipt.gst!;
    expect(g.taxablePaise + g.cgstPaise + g.sgstPaise + g.igstPaise).toBe(1000000);
  });

  it('instalments: a past one unpaid is overdue and lists the student among defaulters; CSV', async () => {
    const { enrolmentId, student } = await enrolled(30000);
    const badPlan = await call('PUT', `/api/admin/fees/accounts/${enrolmentId}/plan`, {
      totalPaise: 3000000,
      instalments: [{ dueOn: '2026-01-10', amountPaise: 100 }],
    });
    expect(badPlan.statusCode).toBe(400);
    // The rule's message comes back on the field the Instalments dialog shows it on.
    expect(badPlan.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      instalments: [feeMessages.planSum],
    });
    const plan = await call('PUT', `/api/admin/fees/accounts/${enrolmentId}/plan`, {
      totalPaise: 3000000,
      instalments: [
        { dueOn: '2026-01-10', amountPaise: 1000000 },
        { dueOn: '2999-01-10', amountPaise: 2000000 },
      ],
    });
    expect(plan.statusCode, plan.body).toBe(200);
    expect(plan.json<FeeAccount>()).toMatchObject({
      type: 'Instalments (2)',
      overduePaise: 1000000,
      nextDueOn: '2026-01-10',
    });
    const defaulters = (
      await call('GET', '/api/admin/fees/accounts?status=defaulters')
    ).json<FeeAccountsReply>();
    expect(defaulters.accounts.map((a) => a.enrolmentId)).toContain(enrolmentId);

    await pay(enrolmentId, { amountPaise: 1000000 });
    const paid = (await call('GET', `/api/admin/fees/accounts/${enrolmentId}`)).json<FeeAccount>();
    expect(paid.overduePaise).toBe(0);
    expect(paid.instalments.map((i) => i.status)).toEqual(['paid', 'due']);
    const none = (
      await call('GET', '/api/admin/fees/accounts?status=defaulters')
    ).json<FeeAccountsReply>();
    expect(none.accounts.map((a) => a.enrolmentId)).not.toContain(enrolmentId);

    const csv = await call('GET', '/api/admin/fees/accounts.csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    const line = csv.body.split('\r\n').find((l) => l.startsWith(student.studentId));
    expect(line).toContain('30000.00,10000.00,20000.00,0.00,10-01-2999');
  });
});

describe('privacy between students', () => {
  it('a student sees only their own fee accounts and receipts', async () => {
    const a = await enrolled(40000);
    const b = await enrolled(25000);
    const ra = (await pay(a.enrolmentId, { amountPaise: 1000000 })).json<RecordPaymentReply>();
    const rb = (await pay(b.enrolmentId, { amountPaise: 500000 })).json<RecordPaymentReply>();

    const feeA = await call('GET', '/api/student/fee', undefined, a.cookie);
    expect(feeA.statusCode).toBe(200);
    const accounts = feeA.json<{ accounts: FeeAccount[] }>().accounts;
    expect(accounts.map((x) => x.enrolmentId)).toEqual([a.enrolmentId]);
    expect(accounts[0]).toMatchObject({
      totalPaise: 4000000,
      paidPaise: 1000000,
      unpaidPaise: 3000000,
    });
    expect(feeA.body).not.toContain(b.student.studentId);

    const own = await call('GET', `/api/student/receipts/${ra.receipt.id}`, undefined, a.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json<Receipt>().serial).toBe(ra.receipt.serial);
    const other = await call('GET', `/api/student/receipts/${rb.receipt.id}`, undefined, a.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain(rb.receipt.serial);
    const otherB = await call('GET', `/api/student/receipts/${ra.receipt.id}`, undefined, b.cookie);
    expect(otherB.statusCode).toBe(404);

    for (const url of [
      `/api/admin/fees/receipts/${rb.receipt.id}`,
      `/api/admin/fees/accounts/${b.enrolmentId}`,
      '/api/admin/fees/accounts',
      '/api/admin/fees/accounts.csv',
    ]) {
      expect((await call('GET', url, undefined, a.cookie)).statusCode).toBe(403);
    }
    const sneak = await pay(b.enrolmentId, { amountPaise: 1 });
    expect(sneak.statusCode).toBe(201);
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/admin/fees/accounts/${b.enrolmentId}/payments`,
      payload: { amountPaise: 1, paidOn: today, method: 'cash' },
      headers: { cookie: a.cookie },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('a student with no enrolment has no accounts, and a student without courses is fine', async () => {
    const lone = await createStudent(t.db, {});
    expect(lone.courseIds).toEqual([]);
    const res = await call('GET', '/api/student/fee', undefined, t.studentA.cookie);
    expect(res.json()).toEqual({ accounts: [] });
  });
});

describe('demo data', () => {
  it("gives the demo student the spec's fee: 40,000 total, 10,000 paid, 30,000 unpaid", async () => {
    const { loadDemoFees } = await import('#server/seed/demo-fees.ts');
    const demo = await t.newStudent({
      studentId: 'student',
      courses: ['Full Stack Developer', 'Digital Marketing'],
    });
    await loadDemoFees(t.db);
    const res = await call('GET', '/api/student/fee', undefined, demo.cookie);
    const [fullStack, marketing] = res.json<{ accounts: FeeAccount[] }>().accounts;
    expect(fullStack).toMatchObject({
      courseName: 'Full Stack Developer',
      totalPaise: 4000000,
      paidPaise: 1000000,
      unpaidPaise: 3000000,
      overduePaise: 1500000,
      type: 'Instalments (3)',
    });
    expect(fullStack!.instalments.map((i) => i.status)).toEqual(['paid', 'overdue', 'due']);
    expect(marketing).toMatchObject({ courseName: 'Digital Marketing', unpaidPaise: 0 });
  });
});

describe('money on record is kept', () => {
  it('a student with a fee account is not deleted; an application has no account', async () => {
    const { enrolmentId, student } = await enrolled(1000);
    expect((await pay(enrolmentId, { amountPaise: 100 })).statusCode).toBe(201);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/students/${student.id}`,
      headers: { cookie: t.admin.cookie },
    });
    expect(del.statusCode, del.body).toBe(409);
    expect(del.json()).toMatchObject({ code: 'CONFLICT', message: feeMessages.studentHasFees });

    const applicant = await createStudent(t.db, { status: 'pending', courses: ['Spoken Hindi'] });
    const [e] = await t.db
      .select({ id: enrolments.id })
      .from(enrolments)
      .where(eq(enrolments.studentId, applicant.id));
    expect((await pay(e!.id, { amountPaise: 100 })).statusCode).toBe(404);
  });
});
