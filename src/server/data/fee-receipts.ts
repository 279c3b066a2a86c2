import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { feeMessages, type Payment } from '#shared/fees.ts';
import { type Receipt } from '#shared/fee-receipts.ts';
import { coachingGstPercent, coachingSac, gstinState } from '#shared/gst.ts';
import { utgstTerritories } from '#shared/gst-states.ts';
import { amountInWords } from '#shared/money.ts';
import type { Db } from '../db/client';
import { courses, enrolments, students } from '../db/schema';
import { feeAccounts, payments, receipts } from '../db/schema-fees';
import { appError } from '../lib/app-error';
import { courseName, reversal, studentName } from './fees';

/**
 * Joins a query from receipts to each one's payment, fee account and enrolment: the way from a
 * receipt to the student it was given to.
 */
export function toEnrolment<T extends PgSelect>(fromReceipts: T) {
  return fromReceipts
    .innerJoin(payments, eq(payments.id, receipts.paymentId))
    .innerJoin(feeAccounts, eq(feeAccounts.id, payments.accountId))
    .innerJoin(enrolments, eq(enrolments.id, feeAccounts.enrolmentId));
}

/** What a receipt is shown with: its payment, student, course and reversal. */
const receiptColumns = {
  receipt: {
    id: receipts.id,
    serial: receipts.serial,
    gstin: receipts.gstin,
    placeOfSupply: receipts.placeOfSupply,
    taxablePaise: receipts.taxablePaise,
    cgstPaise: receipts.cgstPaise,
    sgstPaise: receipts.sgstPaise,
    igstPaise: receipts.igstPaise,
  },
  payment: {
    id: payments.id,
    kind: payments.kind,
    paidOn: payments.paidOn,
    amountPaise: payments.amountPaise,
    method: payments.method,
    reference: payments.reference,
    note: payments.note,
    reversesId: payments.reversesId,
    createdAt: payments.createdAt,
  },
  studentId: students.studentId,
  studentName,
  courseName,
  courseCode: sql<string>`coalesce(${courses.code}, '')`,
  reversalId: reversal.id,
  reversedOn: reversal.paidOn,
  reversalReason: reversal.note,
};

/** A receipt with its payment, student, course and reversal, in one query. */
async function selectReceipt(db: Db, where: SQL | undefined) {
  const [row] = await toEnrolment(db.select(receiptColumns).from(receipts).$dynamic())
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .leftJoin(courses, eq(courses.id, enrolments.courseId))
    .leftJoin(reversal, eq(reversal.reversesId, payments.id))
    .where(where);
  if (!row) throw appError('NOT_FOUND', feeMessages.receiptNotFound);
  return row;
}
type ReceiptRow = Awaited<ReturnType<typeof selectReceipt>>;

function toReceipt(r: ReceiptRow): Receipt {
  const g = r.receipt;
  const supplier = g.gstin ? gstinState(g.gstin) : null;
  return {
    id: g.id,
    serial: g.serial,
    date: r.payment.paidOn,
    studentId: r.studentId,
    studentName: r.studentName,
    courseName: r.courseName,
    courseCode: r.courseCode,
    amountPaise: r.payment.amountPaise,
    amountInWords: amountInWords(r.payment.amountPaise),
    method: r.payment.method,
    reference: r.payment.reference,
    gst:
      g.gstin && supplier && g.placeOfSupply
        ? {
            gstin: g.gstin,
            sac: coachingSac,
            ratePercent: coachingGstPercent,
            placeOfSupply: g.placeOfSupply,
            supply: g.placeOfSupply === supplier ? 'intra-state' : 'inter-state',
            stateTax: utgstTerritories.has(supplier) ? 'UTGST' : 'SGST',
            taxablePaise: g.taxablePaise ?? 0,
            cgstPaise: g.cgstPaise ?? 0,
            sgstPaise: g.sgstPaise ?? 0,
            igstPaise: g.igstPaise ?? 0,
          }
        : null,
    reversal: r.reversedOn !== null ? { on: r.reversedOn, reason: r.reversalReason ?? '' } : null,
  };
}

function toPayment({ payment: p, receipt, reversalId }: ReceiptRow): Payment {
  return {
    id: p.id,
    kind: p.kind,
    amountPaise: p.amountPaise,
    paidOn: p.paidOn,
    method: p.method,
    reference: p.reference,
    note: p.note,
    reversesId: p.reversesId,
    reversedById: reversalId,
    receiptId: receipt.id,
    receiptSerial: receipt.serial,
    recordedAt: p.createdAt.toISOString(),
  };
}

/**
 * One receipt. With `studentUserId` it is found only when it is that student's (another's
 * receipt is "not found", never shown).
 */
export async function findReceipt(
  db: Db,
  receiptId: number,
  studentUserId?: number,
): Promise<Receipt> {
  const row = await selectReceipt(
    db,
    and(
      eq(receipts.id, receiptId),
      studentUserId === undefined ? undefined : eq(students.userId, studentUserId),
    ),
  );
  return toReceipt(row);
}

/** A receipt and its payment as the payment list shows it (the reply to a new payment). */
export async function paymentWithReceipt(
  db: Db,
  receiptId: number,
): Promise<{ payment: Payment; receipt: Receipt }> {
  const row = await selectReceipt(db, eq(receipts.id, receiptId));
  return { payment: toPayment(row), receipt: toReceipt(row) };
}
