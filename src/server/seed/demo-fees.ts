import { and, eq, sql } from 'drizzle-orm';
import { recordPayment, type GstConfig } from '../data/fee-payments';
import { setFeePlan } from '../data/fee-plans';
import { istDate } from '#shared/ist.ts';
import { rupeesToPaise } from '#shared/money.ts';
import type { Db } from '../db/client';
import { courses, enrolments, students } from '../db/schema';

/** A day `months` from today (negative: in the past), as yyyy-mm-dd, clamped to the 28th. */
function monthsFromNow(months: number): string {
  const d = new Date();
  const day = Math.min(d.getUTCDate(), 28);
  return istDate(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, day, 6)));
}

async function enrolmentOf(db: Db, studentId: string, courseName: string) {
  const [row] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(and(sql`lower(${students.studentId}) = ${studentId}`, eq(courses.name, courseName)));
  return row?.id;
}

/**
 * The spec's sample fee as real records: the demo student's Full Stack Developer (6 months) at
 * ₹40,000 after a concession, in three instalments; ₹10,000 paid by UPI, so ₹30,000 is unpaid
 * and the second instalment is overdue. Their Digital Marketing fee is paid in full, in cash.
 */
export async function loadDemoFees(
  db: Db,
  gst: GstConfig = { gstin: undefined, academyState: '03' },
): Promise<void> {
  const fullStack = await enrolmentOf(db, 'student', 'Full Stack Developer');
  if (fullStack !== undefined) {
    await setFeePlan(db, fullStack, {
      totalPaise: rupeesToPaise(40000),
      instalments: [
        { dueOn: monthsFromNow(-2), amountPaise: rupeesToPaise(10000) },
        { dueOn: monthsFromNow(-1), amountPaise: rupeesToPaise(15000) },
        { dueOn: monthsFromNow(1), amountPaise: rupeesToPaise(15000) },
      ],
    });
    await recordPayment(
      db,
      gst,
      fullStack,
      {
        amountPaise: rupeesToPaise(10000),
        paidOn: monthsFromNow(-2),
        method: 'upi',
        reference: '431298765012',
        placeOfSupply: '',
      },
      null,
    );
  }
  const marketing = await enrolmentOf(db, 'student', 'Digital Marketing');
  if (marketing === undefined) return;
  const [row] = await db
    .select({ price: courses.price })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(eq(enrolments.id, marketing));
  if (!row || row.price <= 0) return;
  await recordPayment(
    db,
    gst,
    marketing,
    {
      amountPaise: rupeesToPaise(row.price),
      paidOn: monthsFromNow(-1),
      method: 'cash',
      reference: '',
      placeOfSupply: '',
    },
    null,
  );
}
