import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, ref, serialId } from './columns';
import { enrolments, users } from './schema';

/**
 * Fees (docs/decisions/016-fee-accounts-and-payments.md). Every amount is whole paise in a
 * bigint. Payments and receipts are never updated or deleted (triggers in the migration refuse
 * it): a mistake is reversed by a new, negative entry that names the payment it cancels.
 */

const paise = (name: string) => bigint(name, { mode: 'number' });

export const paymentMethods = ['cash', 'upi', 'card', 'bank', 'cheque'] as const;

/**
 * One per enrolment, opened the first time the office records money or a plan for it; until
 * then the enrolment's fee is the course fee (the data layer reads the two the same way).
 */
export const feeAccounts = pgTable(
  'fee_accounts',
  {
    id: serialId(),
    // Restrict: an enrolment with money on record is never deleted from under its receipts.
    enrolmentId: ref('enrolment_id', () => enrolments.id, 'restrict').notNull(),
    totalPaise: paise('total_paise').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('fee_accounts_enrolment_idx').on(t.enrolmentId),
    check('fee_accounts_total_check', sql`${t.totalPaise} >= 0`),
  ],
);

/** An optional plan: what is due by which day. The instalments add up to the account's total. */
export const feeInstalments = pgTable(
  'fee_instalments',
  {
    id: serialId(),
    accountId: ref('account_id', () => feeAccounts.id, 'cascade').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    amountPaise: paise('amount_paise').notNull(),
  },
  (t) => [
    uniqueIndex('fee_instalments_account_due_idx').on(t.accountId, t.dueOn),
    check('fee_instalments_amount_check', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * Money received (kind 'payment', amount > 0) or a reversal of one (kind 'reversal', amount the
 * exact negative, `reverses_id` naming it; at most one reversal per payment).
 */
export const payments = pgTable(
  'payments',
  {
    id: serialId(),
    accountId: ref('account_id', () => feeAccounts.id, 'restrict').notNull(),
    kind: text('kind', { enum: ['payment', 'reversal'] }).notNull(),
    amountPaise: paise('amount_paise').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: text('method', { enum: paymentMethods }).notNull(),
    reference: text('reference').notNull().default(''),
    reversesId: ref('reverses_id', (): AnyPgColumn => payments.id, 'restrict'),
    note: text('note').notNull().default(''),
    recordedBy: ref('recorded_by', () => users.id, 'set null'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_account_idx').on(t.accountId),
    uniqueIndex('payments_reverses_idx').on(t.reversesId),
    // A UPI transaction reference (UTR) pays once.
    uniqueIndex('payments_upi_reference_idx')
      .on(t.reference)
      .where(sql`${t.method} = 'upi' and ${t.kind} = 'payment'`),
    check(
      'payments_kind_check',
      sql`(${t.kind} = 'payment' and ${t.amountPaise} > 0 and ${t.reversesId} is null)
        or (${t.kind} = 'reversal' and ${t.amountPaise} < 0 and ${t.reversesId} is not null)`,
    ),
    check('payments_method_check', sql`${t.method} in ('cash', 'upi', 'card', 'bank', 'cheque')`),
    check(
      'payments_upi_reference_check',
      sql`${t.method} <> 'upi' or ${t.reference} ~ '^[0-9]{12}$'`,
    ),
  ],
);

/** The last receipt number given in each financial year (incremented with UPDATE … RETURNING). */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    fyStart: integer('fy_start').notNull(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.fyStart] }),
    check('receipt_counters_sequence_check', sql`${t.lastSequence} >= 1`),
  ],
);

/**
 * One per payment: its serial (RCT/26-27/00001) and the GST split as it stood when issued, so a
 * receipt reprints the same whatever the configuration says later.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: serialId(),
    paymentId: ref('payment_id', () => payments.id, 'restrict').notNull(),
    fyStart: integer('fy_start').notNull(),
    sequence: integer('sequence').notNull(),
    serial: text('serial').notNull(),
    gstin: text('gstin'),
    placeOfSupply: text('place_of_supply'),
    taxablePaise: paise('taxable_paise'),
    cgstPaise: paise('cgst_paise'),
    sgstPaise: paise('sgst_paise'),
    igstPaise: paise('igst_paise'),
    issuedAt: instant('issued_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('receipts_payment_idx').on(t.paymentId),
    uniqueIndex('receipts_serial_idx').on(t.serial),
    uniqueIndex('receipts_year_sequence_idx').on(t.fyStart, t.sequence),
    check('receipts_serial_length_check', sql`char_length(${t.serial}) <= 16`),
    check('receipts_sequence_check', sql`${t.sequence} >= 1`),
  ],
);
