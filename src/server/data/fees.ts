import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  feeMessages,
  feeStanding,
  type FeeAccount,
  type FeeAccountSummary,
  type FeeAccountsReply,
  type Payment,
} from '#shared/fees.ts';
import { istDate } from '#shared/ist.ts';
import type { Conn, Db } from '../db/client';
import { courses, enrolments, students } from '../db/schema';
import { feeAccounts, feeInstalments, payments, receipts } from '../db/schema-fees';
import { appError } from '../lib/app-error';
import { hasFeeRecord } from './enrolments';

// Fee accounts (balances, instalments, payment history). Plans are set in fee-plans.ts,
// payments recorded in fee-payments.ts, receipts read in fee-receipts.ts.

export const num = (v: unknown) => Number(v);

// An enrolment's fee: its account's total once opened, until then the course fee (rupees × 100).
const totalPaise =
  sql<number>`coalesce(${feeAccounts.totalPaise}, ${courses.price}::bigint * 100, 0)`.mapWith(num);
const paidPaise = sql<number>`coalesce((select sum(${payments.amountPaise}) from ${payments}
  where ${payments.accountId} = ${feeAccounts.id}), 0)`.mapWith(num);
export const courseName = sql<string>`coalesce(${courses.name}, ${enrolments.legacyCourseName}, '')`;
export const studentName = sql<string>`trim(${students.firstName} || ' ' || ${students.lastName})`;

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
    .where(and(hasFeeRecord(), where))
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

/** A payment's reversal, if any (joined on `reversal.reversesId = payments.id`). */
export const reversal = alias(payments, 'reversal');

/** Payments of the accounts (or the one payment) with their reversal and receipt, oldest first. */
export async function paymentsOf(
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
      paymentId === undefined
        ? inArray(payments.accountId, accountIds)
        : eq(payments.id, paymentId),
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
export async function lockAccount(tx: Conn, enrolmentId: number) {
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

/** The phones the office calls about fees (27.12): the student's and a guardian's, by student. */
export async function feeContactPhones(
  db: Db,
  studentDbIds: number[],
): Promise<Map<number, { phone: string; guardianPhone: string | null }>> {
  if (studentDbIds.length === 0) return new Map();
  const rows = await db
    .select({ id: students.id, phone: students.phone, guardianPhone: students.guardianPhone })
    .from(students)
    .where(inArray(students.id, [...new Set(studentDbIds)]));
  return new Map(rows.map((r) => [r.id, { phone: r.phone, guardianPhone: r.guardianPhone }]));
}
