import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { formatReceiptSerial, financialYearOf } from '../../shared/fiscal';
import {
  feeMessages,
  feeStanding,
  type FeeAccount,
  type FeeAccountSummary,
  type FeeAccountsReply,
  type Payment,
  type PaymentInput,
  type PlanInput,
  type Receipt,
  type ReversalInput,
} from '../../shared/fees';
import { coachingGstPercent, coachingSac, gstinState, splitInclusiveGst } from '../../shared/gst';
import { utgstTerritories } from '../../shared/gst-states';
import { istDate } from '../../shared/ist';
import { amountInWords } from '../../shared/money';
import { alias } from 'drizzle-orm/pg-core';
import type { Conn, Db } from '../db/client';
import { courses, enrolments, students } from '../db/schema';
import { feeAccounts, feeInstalments, payments, receipts } from '../db/schema-fees';
import { appError, fieldError } from '../lib/app-error';

/** What the fee code needs of the configuration (env.ts): the GSTIN, if any, and the state. */
export type GstConfig = { gstin: string | undefined; academyState: string };

const num = (v: unknown) => Number(v);

// An enrolment's fee: its account's total once opened, until then the course fee (rupees × 100).
const totalPaise = sql<number>`coalesce(${feeAccounts.totalPaise}, ${courses.price}::bigint * 100, 0)`.mapWith(num);
const paidPaise = sql<number>`coalesce((select sum(${payments.amountPaise}) from ${payments}
  where ${payments.accountId} = ${feeAccounts.id}), 0)`.mapWith(num);
const courseName = sql<string>`coalesce(${courses.name}, ${enrolments.legacyCourseName}, '')`;
const studentName = sql<string>`trim(${students.firstName} || ' ' || ${students.lastName})`;

async function selectAccounts(conn: Conn, where: SQL | undefined) {
  return conn
    .select({
      enrolmentId: enrolments.id,
      enrolledOn: enrolments.enrolledOn,
      accountId: feeAccounts.id,
      studentDbId: students.id,
      studentId: students.studentId,
      studentName,
      courseName,
      courseCode: sql<string>`coalesce(${courses.code}, '')`,
      duration: sql<string>`coalesce(${courses.duration}, '')`,
      totalPaise,
      paidPaise,
    })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .leftJoin(courses, eq(courses.id, enrolments.courseId))
    .leftJoin(feeAccounts, eq(feeAccounts.enrolmentId, enrolments.id))
    .where(and(eq(students.status, 'active'), where))
    .orderBy(asc(students.firstName), asc(students.lastName), asc(students.id), asc(enrolments.id));
}
type AccountRow = Awaited<ReturnType<typeof selectAccounts>>[number];

async function instalmentsOf(conn: Conn, accountIds: number[]) {
  const byAccount = new Map<number, { dueOn: string; amountPaise: number }[]>();
  if (accountIds.length === 0) return byAccount;
  const rows = await conn
    .select()
    .from(feeInstalments)
    .where(inArray(feeInstalments.accountId, accountIds))
    .orderBy(asc(feeInstalments.dueOn));
  for (const r of rows) {
    const list = byAccount.get(r.accountId) ?? [];
    list.push({ dueOn: r.dueOn, amountPaise: r.amountPaise });
    byAccount.set(r.accountId, list);
  }
  return byAccount;
}

function summarise(
  row: AccountRow,
  plan: { dueOn: string; amountPaise: number }[],
  today: string,
): FeeAccountSummary & { instalments: FeeAccount['instalments'] } {
  const standing = feeStanding(row.totalPaise, plan, row.paidPaise, today, row.enrolledOn);
  return {
    enrolmentId: row.enrolmentId,
    studentDbId: row.studentDbId,
    studentId: row.studentId,
    studentName: row.studentName,
    courseName: row.courseName,
    courseCode: row.courseCode,
    duration: row.duration,
    type: plan.length > 0 ? `Instalments (${plan.length})` : 'One-time',
    totalPaise: row.totalPaise,
    paidPaise: row.paidPaise,
    unpaidPaise: row.totalPaise - row.paidPaise,
    overduePaise: standing.overduePaise,
    nextDueOn: standing.nextDueOn,
    instalments: standing.instalments,
  };
}

async function summaries(conn: Conn, where: SQL | undefined, today = istDate(new Date())) {
  const rows = await selectAccounts(conn, where);
  const plans = await instalmentsOf(
    conn,
    rows.flatMap((r) => (r.accountId === null ? [] : [r.accountId])),
  );
  return rows.map((r) => ({
    row: r,
    summary: summarise(r, (r.accountId !== null && plans.get(r.accountId)) || [], today),
  }));
}

/** `GET /api/admin/fees/accounts`: every active student's enrolments with balances. */
export async function listFeeAccounts(
  db: Db,
  status: 'all' | 'defaulters' = 'all',
): Promise<FeeAccountsReply> {
  const all = (await summaries(db, undefined)).map(({ summary }) => {
    const { instalments: _plan, ...rest } = summary;
    return rest;
  });
  const accounts = status === 'defaulters' ? all.filter((a) => a.overduePaise > 0) : all;
  const totals = { totalPaise: 0, paidPaise: 0, unpaidPaise: 0, overduePaise: 0 };
  for (const a of accounts) {
    totals.totalPaise += a.totalPaise;
    totals.paidPaise += a.paidPaise;
    totals.unpaidPaise += a.unpaidPaise;
    totals.overduePaise += a.overduePaise;
  }
  return { accounts, totals };
}

const reversal = alias(payments, 'reversal');

async function paymentsOf(
  conn: Conn,
  accountIds: number[],
  paymentId?: number,
): Promise<Map<number, Payment[]>> {
  const byAccount = new Map<number, Payment[]>();
  if (accountIds.length === 0 && paymentId === undefined) return byAccount;
  const rows = await conn
    .select({
      p: {
        id: payments.id,
        accountId: payments.accountId,
        kind: payments.kind,
        amountPaise: payments.amountPaise,
        paidOn: payments.paidOn,
        method: payments.method,
        reference: payments.reference,
        note: payments.note,
        reversesId: payments.reversesId,
        createdAt: payments.createdAt,
      },
      reversedById: reversal.id,
      receiptId: receipts.id,
      receiptSerial: receipts.serial,
    })
    .from(payments)
    .leftJoin(reversal, eq(reversal.reversesId, payments.id))
    .leftJoin(receipts, eq(receipts.paymentId, payments.id))
    .where(
      paymentId === undefined ? inArray(payments.accountId, accountIds) : eq(payments.id, paymentId),
    )
    .orderBy(asc(payments.paidOn), asc(payments.id));
  for (const r of rows) {
    const list = byAccount.get(r.p.accountId) ?? [];
    list.push({
      id: r.p.id,
      kind: r.p.kind,
      amountPaise: r.p.amountPaise,
      paidOn: r.p.paidOn,
      method: r.p.method,
      reference: r.p.reference,
      note: r.p.note,
      reversesId: r.p.reversesId,
      reversedById: r.reversedById,
      receiptId: r.receiptId,
      receiptSerial: r.receiptSerial,
      recordedAt: r.p.createdAt.toISOString(),
    });
    byAccount.set(r.p.accountId, list);
  }
  return byAccount;
}

/** One payment as the API shows it. */
async function findPayment(conn: Conn, id: number): Promise<Payment> {
  const [payment] = [...(await paymentsOf(conn, [], id)).values()].flat();
  if (!payment) throw appError('NOT_FOUND', 'Payment not found.');
  return payment;
}

async function detailed(conn: Conn, where: SQL): Promise<FeeAccount[]> {
  const list = await summaries(conn, where);
  const paid = await paymentsOf(
    conn,
    list.flatMap(({ row }) => (row.accountId === null ? [] : [row.accountId])),
  );
  return list.map(({ row, summary }) => ({
    ...summary,
    payments: (row.accountId !== null && paid.get(row.accountId)) || [],
  }));
}

/** `GET /api/admin/fees/accounts/:enrolmentId`: one account with its plan and payments. */
export async function getFeeAccount(db: Db, enrolmentId: number): Promise<FeeAccount> {
  const [account] = await detailed(db, eq(enrolments.id, enrolmentId));
  if (!account) throw appError('NOT_FOUND', feeMessages.accountNotFound);
  return account;
}

/** `GET /api/student/fee`: the accounts of the student logged in (by their user id), only. */
export async function studentFee(db: Db, userId: number): Promise<FeeAccount[]> {
  return detailed(db, eq(students.userId, userId));
}

/** Opens the enrolment's account if it has none (total = course fee) and locks it. */
async function lockAccount(tx: Conn, enrolmentId: number) {
  await tx.execute(sql`
    insert into ${feeAccounts} (enrolment_id, total_paise)
    select e.id, coalesce(c.price, 0)::bigint * 100
    from ${enrolments} e
    join ${students} s on s.id = e.student_id and s.status = 'active'
    left join ${courses} c on c.id = e.course_id
    where e.id = ${enrolmentId}
    on conflict (enrolment_id) do nothing`);
  const [account] = await tx
    .select({ id: feeAccounts.id, totalPaise: feeAccounts.totalPaise })
    .from(feeAccounts)
    .where(eq(feeAccounts.enrolmentId, enrolmentId))
    .for('update');
  if (!account) throw appError('NOT_FOUND', feeMessages.accountNotFound);
  const [sum] = await tx
    .select({ paid: sql<number>`coalesce(sum(${payments.amountPaise}), 0)`.mapWith(num) })
    .from(payments)
    .where(eq(payments.accountId, account.id));
  return { ...account, paidPaise: sum?.paid ?? 0 };
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

function constraintOf(err: unknown): { code?: string; text: string } {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string } };
  return { code: e.code ?? e.cause?.code, text: JSON.stringify(e.cause ?? e) + String(e.constraint ?? '') };
}

/** `POST /api/admin/fees/accounts/:enrolmentId/payments`: the payment and its receipt. */
export async function recordPayment(
  db: Db,
  gst: GstConfig,
  enrolmentId: number,
  input: PaymentInput,
  recordedBy: number | null,
): Promise<{ payment: Payment; receipt: Receipt }> {
  let ids: { receiptId: number; paymentId: number };
  try {
    ids = await db.transaction(async (tx) => {
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
      return { receiptId: receipt!.id, paymentId: payment!.id };
    });
  } catch (err) {
    const { code, text } = constraintOf(err);
    if (code === '23505' && text.includes('upi_reference')) {
      throw fieldError('UPI_REFERENCE_TAKEN', 'reference');
    }
    throw err;
  }
  return { payment: await findPayment(db, ids.paymentId), receipt: await findReceipt(db, ids.receiptId) };
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
          },
          enrolmentId: feeAccounts.enrolmentId,
        })
        .from(payments)
        .innerJoin(feeAccounts, eq(feeAccounts.id, payments.accountId))
        .where(eq(payments.id, paymentId));
      if (!original) throw appError('NOT_FOUND', 'Payment not found.');
      if (original.p.kind !== 'payment') throw appError('BAD_REQUEST', feeMessages.notReversible);
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
          paidOn: input.reversedOn ?? istDate(new Date()),
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
    const { code, text } = constraintOf(err);
    if (code === '23505' && text.includes('reverses')) throw appError('ALREADY_REVERSED');
    throw err;
  }
  return findPayment(db, reversalId);
}

/** `PUT /api/admin/fees/accounts/:enrolmentId/plan`: the total (e.g. a concession) and instalments. */
export async function setFeePlan(db: Db, enrolmentId: number, input: PlanInput): Promise<FeeAccount> {
  await db.transaction(async (tx) => {
    const account = await lockAccount(tx, enrolmentId);
    if (input.totalPaise < account.paidPaise) {
      throw fieldError('VALIDATION_FAILED', 'totalPaise', 'The total cannot be less than what was paid.');
    }
    await tx
      .update(feeAccounts)
      .set({ totalPaise: input.totalPaise })
      .where(eq(feeAccounts.id, account.id));
    await tx.delete(feeInstalments).where(eq(feeInstalments.accountId, account.id));
    if (input.instalments.length > 0) {
      await tx
        .insert(feeInstalments)
        .values(input.instalments.map((i) => ({ accountId: account.id, ...i })));
    }
  });
  return getFeeAccount(db, enrolmentId);
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
  const [r] = await db
    .select({
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
        paidOn: payments.paidOn,
        amountPaise: payments.amountPaise,
        method: payments.method,
        reference: payments.reference,
      },
      studentId: students.studentId,
      studentName,
      courseName,
      courseCode: sql<string>`coalesce(${courses.code}, '')`,
      reversedOn: reversal.paidOn,
      reversalReason: reversal.note,
    })
    .from(receipts)
    .innerJoin(payments, eq(payments.id, receipts.paymentId))
    .innerJoin(feeAccounts, eq(feeAccounts.id, payments.accountId))
    .innerJoin(enrolments, eq(enrolments.id, feeAccounts.enrolmentId))
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .leftJoin(courses, eq(courses.id, enrolments.courseId))
    .leftJoin(reversal, eq(reversal.reversesId, payments.id))
    .where(
      and(
        eq(receipts.id, receiptId),
        studentUserId === undefined ? undefined : eq(students.userId, studentUserId),
      ),
    );
  if (!r) throw appError('NOT_FOUND', feeMessages.receiptNotFound);
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
    reversal:
      r.reversedOn !== null ? { on: r.reversedOn, reason: r.reversalReason ?? '' } : null,
  };
}
