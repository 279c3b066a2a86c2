import { and, eq, sql } from 'drizzle-orm';
import { formatReceiptSerial, financialYearOf } from '#shared/fiscal.ts';
import { feeMessages, type Payment, type PaymentInput, type ReversalInput } from '#shared/fees.ts';
import { type Receipt } from '#shared/fee-receipts.ts';
import { splitInclusiveGst } from '#shared/gst.ts';
import { istDate } from '#shared/ist.ts';
import type { Conn, Db } from '../db/client';
import { isUniqueViolation } from '../db/pg-error';
import { feeAccounts, payments, receipts } from '../db/schema-fees';
import { appError, fieldError } from '../lib/app-error';
import { paymentWithReceipt } from './fee-receipts';
import { lockAccount, num, paymentsOf } from './fees';

/** What the fee code needs of the configuration (env.ts): the GSTIN, if any, and the state. */
export type GstConfig = { gstin: string | undefined; academyState: string };

/** One payment as the API shows it. */
async function findPayment(conn: Conn, id: number): Promise<Payment> {
  const [payment] = [...(await paymentsOf(conn, [], id)).values()].flat();
  if (!payment) throw appError('NOT_FOUND', 'Payment not found.');
  return payment;
}

/**
 * The next serial of the payment day's financial year: one counter row per year, incremented
 * in the caller's transaction (the row stays locked until it commits, so serials are
 * consecutive and a rolled-back payment gives its number back).
 */
async function nextSerial(tx: Conn, paidOn: string) {
  const fy = financialYearOf(paidOn).startYear;
  const result = await tx.execute<{ last_sequence: number | string }>(sql`
    insert into receipt_counters (fy_start, last_sequence) values (${fy}, 1)
    on conflict (fy_start) do update set last_sequence = receipt_counters.last_sequence + 1
    returning last_sequence`);
  const sequence = num(result.rows[0]?.last_sequence);
  return { fyStart: fy, sequence, serial: formatReceiptSerial(fy, sequence) };
}

/** `POST /api/admin/fees/accounts/:enrolmentId/payments`: the payment and its receipt. */
export async function recordPayment(
  db: Db,
  gst: GstConfig,
  enrolmentId: number,
  input: PaymentInput,
  recordedBy: number | null,
): Promise<{ payment: Payment; receipt: Receipt }> {
  let receiptId: number;
  try {
    receiptId = await db.transaction(async (tx) => {
      const account = await lockAccount(tx, enrolmentId);
      if (input.amountPaise > account.totalPaise - account.paidPaise) {
        throw fieldError('AMOUNT_EXCEEDS_BALANCE', 'amount');
      }
      if (input.method === 'upi') {
        const [taken] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(
            and(
              eq(payments.method, 'upi'),
              eq(payments.kind, 'payment'),
              eq(payments.reference, input.reference),
            ),
          );
        if (taken) throw fieldError('UPI_REFERENCE_TAKEN', 'reference');
      }
      const [payment] = await tx
        .insert(payments)
        .values({
          accountId: account.id,
          kind: 'payment',
          amountPaise: input.amountPaise,
          paidOn: input.paidOn,
          method: input.method,
          reference: input.reference,
          recordedBy,
        })
        .returning({ id: payments.id });
      const serial = await nextSerial(tx, input.paidOn);
      const split = gst.gstin
        ? splitInclusiveGst(input.amountPaise, {
            supplierState: gst.academyState,
            recipientState: input.placeOfSupply || gst.academyState,
          })
        : null;
      const [receipt] = await tx
        .insert(receipts)
        .values({
          paymentId: payment!.id,
          ...serial,
          gstin: gst.gstin ?? null,
          placeOfSupply: split?.placeOfSupply ?? null,
          taxablePaise: split?.taxable ?? null,
          cgstPaise: split?.cgst ?? null,
          sgstPaise: split?.sgst ?? null,
          igstPaise: split?.igst ?? null,
        })
        .returning({ id: receipts.id });
      return receipt!.id;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'payments_upi_reference_idx')) {
      throw fieldError('UPI_REFERENCE_TAKEN', 'reference');
    }
    throw err;
  }
  // One read after the commit gives both: the payment as listed and its receipt.
  return paymentWithReceipt(db, receiptId);
}

/** `POST /api/admin/fees/payments/:id/reverse`: a new, negative entry cancelling the payment. */
export async function reversePayment(
  db: Db,
  paymentId: number,
  input: ReversalInput,
  recordedBy: number | null,
): Promise<Payment> {
  let reversalId: number;
  try {
    ({ reversalId } = await db.transaction(async (tx) => {
      const [original] = await tx
        .select({
          p: {
            accountId: payments.accountId,
            kind: payments.kind,
            amountPaise: payments.amountPaise,
            method: payments.method,
            reference: payments.reference,
            paidOn: payments.paidOn,
          },
          enrolmentId: feeAccounts.enrolmentId,
        })
        .from(payments)
        .innerJoin(feeAccounts, eq(feeAccounts.id, payments.accountId))
        .where(eq(payments.id, paymentId));
      if (!original) throw appError('NOT_FOUND', 'Payment not found.');
      if (original.p.kind !== 'payment') throw appError('BAD_REQUEST', feeMessages.notReversible);
      const reversedOn = input.reversedOn ?? istDate(new Date());
      // Never before the money arrived (issue 26, L7): the ledger stays in order.
      if (reversedOn < original.p.paidOn) {
        throw fieldError('VALIDATION_FAILED', 'reversedOn', feeMessages.reversalBeforePayment);
      }
      await lockAccount(tx, original.enrolmentId);
      const [done] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.reversesId, paymentId));
      if (done) throw appError('ALREADY_REVERSED');
      const [row] = await tx
        .insert(payments)
        .values({
          accountId: original.p.accountId,
          kind: 'reversal',
          amountPaise: -original.p.amountPaise,
          paidOn: reversedOn,
          method: original.p.method,
          reference: original.p.reference,
          reversesId: paymentId,
          note: input.reason,
          recordedBy,
        })
        .returning({ id: payments.id });
      return { reversalId: row!.id };
    }));
  } catch (err) {
    if (isUniqueViolation(err, 'payments_reverses_idx')) throw appError('ALREADY_REVERSED');
    throw err;
  }
  return findPayment(db, reversalId);
}
