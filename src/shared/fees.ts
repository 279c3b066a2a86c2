import { z } from 'zod';
import { isGstStateCode } from './gst-states';
import { isRealDate, istDate, parsePlainDate } from './ist';
import { paiseSchema, rupeeAmountSchema } from './money';

/** Words of the fee screens and receipts. */
export const feeMessages = {
  upiReference: 'A UPI reference (UTR) is the 12-digit number on the payment: check and retype it.',
  chequeNumber: 'A cheque number has 6 digits.',
  referenceNeeded: 'Enter the reference of this payment (transaction or card slip number).',
  referenceTooLong: 'Keep the reference under 40 characters.',
  upiTaken: 'This UPI reference is already on a receipt: a UPI payment is recorded once.',
  tooMuch: 'This is more than the balance due.',
  alreadyReversed: 'This payment was already reversed.',
  notReversible: 'Only a payment can be reversed.',
  dateNeeded: 'Choose the date the money was received.',
  dateInFuture: 'The date cannot be in the future.',
  dateTooEarly: 'Payments are recorded from 1 April 2000: choose a later date.',
  reversalBeforePayment: 'A reversal cannot be dated before the payment it reverses.',
  reasonNeeded: 'Say why this payment is reversed.',
  planSum: 'The instalments must add up to the total fee.',
  planSameDay: 'Two instalments fall on one day.',
  planSaved: 'Instalments saved.',
  recorded: 'Payment recorded.',
  reversed: 'Payment reversed.',
  noAccounts: 'No fee accounts yet: a student enrolled in a course has one.',
  noDefaulters: 'No one has an overdue fee.',
  noPayments: 'No payments yet.',
  receiptNotFound: 'Receipt not found.',
  accountNotFound: 'Fee account not found.',
  studentHasFees:
    'This student has fee payments on record, which are kept: the student cannot be deleted.',
} as const;

const paymentMethodLabels = {
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card',
  bank: 'Bank transfer',
  cheque: 'Cheque',
} as const;
export type PaymentMethod = keyof typeof paymentMethodLabels;
export const paymentMethodValues = Object.keys(paymentMethodLabels) as [
  PaymentMethod,
  ...PaymentMethod[],
];

/** 'yyyy-mm-dd', a real calendar day. */
export const plainDateSchema = z
  .string(feeMessages.dateNeeded)
  .trim()
  .refine((v) => {
    const p = parsePlainDate(v);
    return p !== null && isRealDate(p.year, p.month, p.day) && p.year >= 2000;
  }, feeMessages.dateNeeded);

/** The problem with a payment's reference for its method, or null. */
function referenceProblem(method: PaymentMethod, reference: string): string | null {
  if (reference.length > 40) return feeMessages.referenceTooLong;
  if (method === 'upi') return /^\d{12}$/.test(reference) ? null : feeMessages.upiReference;
  if (method === 'cheque') return /^\d{6}$/.test(reference) ? null : feeMessages.chequeNumber;
  if (method !== 'cash' && reference === '') return feeMessages.referenceNeeded;
  return null;
}

/**
 * The first day a payment may carry: receipts are numbered per financial year, and the first
 * the fiscal code knows is 2000-01 (issue 26, L6: an earlier day answered 500).
 */
const earliestPaymentDay = '2000-04-01';

const paymentFields = {
  paidOn: plainDateSchema
    .refine((v) => v <= istDate(new Date()), feeMessages.dateInFuture)
    .refine((v) => v >= earliestPaymentDay, feeMessages.dateTooEarly),
  method: z.enum(paymentMethodValues, 'Choose how the fee was paid.'),
  reference: z
    .string()
    .trim()
    .transform((v) => v.replace(/\s+/g, ''))
    .default(''),
  /** The student's GST state code when it is not the academy's (IGST then applies). */
  placeOfSupply: z
    .string()
    .trim()
    .refine((v) => v === '' || isGstStateCode(v), 'Choose a state from the list.')
    .default(''),
};

function checkReference(
  value: { method: PaymentMethod; reference: string },
  ctx: z.RefinementCtx,
): void {
  const problem = referenceProblem(value.method, value.reference);
  if (problem) ctx.addIssue({ code: 'custom', path: ['reference'], message: problem });
}

/** `POST /api/admin/fees/accounts/:enrolmentId/payments`: amounts in paise. */
export const paymentInputSchema = z
  .object({ amountPaise: paiseSchema.positive('Enter an amount above zero.'), ...paymentFields })
  .superRefine(checkReference);
export type PaymentInput = z.infer<typeof paymentInputSchema>;

/** The Record payment dialog: the amount typed in rupees ('40,000'), parsed to paise. */
export const paymentFormSchema = z
  .object({
    amount: rupeeAmountSchema.pipe(paiseSchema.positive('Enter an amount above zero.')),
    ...paymentFields,
  })
  .superRefine(checkReference);
export type PaymentFormValues = z.input<typeof paymentFormSchema>;

/** `POST /api/admin/fees/payments/:id/reverse`. */
export const reversalInputSchema = z.object({
  reason: z.string(feeMessages.reasonNeeded).trim().min(1, feeMessages.reasonNeeded).max(200),
  reversedOn: paymentFields.paidOn.optional(),
});
export type ReversalInput = z.infer<typeof reversalInputSchema>;

const instalmentSchema = z.object({
  dueOn: z.string(),
  amountPaise: z.number(),
  /** paid: covered by what was paid; overdue: its day has passed unpaid; due: still to come. */
  status: z.enum(['paid', 'overdue', 'due']),
  /** What of this instalment is still unpaid. */
  unpaidPaise: z.number(),
});
export type Instalment = z.infer<typeof instalmentSchema>;

const feeAccountSummarySchema = z
  .object({
    enrolmentId: z.number(),
    studentDbId: z.number(),
    studentId: z.string(),
    studentName: z.string(),
    courseName: z.string(),
    courseCode: z.string(),
    duration: z.string(),
    /** 'Instalments' with a plan, else 'One-time'. */
    type: z.string(),
    totalPaise: z.number(),
    paidPaise: z.number(),
    unpaidPaise: z.number(),
    overduePaise: z.number(),
    /** The earliest unpaid instalment's day, or null. */
    nextDueOn: z.string().nullable(),
  })
  .meta({ id: 'FeeAccountSummary' });
export type FeeAccountSummary = z.infer<typeof feeAccountSummarySchema>;

export const feeAccountsReplySchema = z.object({
  accounts: z.array(feeAccountSummarySchema),
  totals: z.object({
    totalPaise: z.number(),
    paidPaise: z.number(),
    unpaidPaise: z.number(),
    overduePaise: z.number(),
  }),
});
export type FeeAccountsReply = z.infer<typeof feeAccountsReplySchema>;

export const paymentSchema = z
  .object({
    id: z.number(),
    kind: z.enum(['payment', 'reversal']),
    amountPaise: z.number(),
    paidOn: z.string(),
    method: z.enum(paymentMethodValues),
    reference: z.string(),
    note: z.string(),
    reversesId: z.number().nullable(),
    /** For a payment that has been reversed: the reversal's id. */
    reversedById: z.number().nullable(),
    receiptId: z.number().nullable(),
    receiptSerial: z.string().nullable(),
    recordedAt: z.string(),
  })
  .meta({ id: 'FeePayment' });
export type Payment = z.infer<typeof paymentSchema>;

export const feeAccountSchema = feeAccountSummarySchema
  .extend({ instalments: z.array(instalmentSchema), payments: z.array(paymentSchema) })
  .meta({ id: 'FeeAccount' });
export type FeeAccount = z.infer<typeof feeAccountSchema>;

export const studentFeeReplySchema = z.object({ accounts: z.array(feeAccountSchema) });
export type StudentFeeReply = z.infer<typeof studentFeeReplySchema>;

export const accountsQuerySchema = z.object({
  status: z.enum(['all', 'defaulters']).default('all'),
});

/**
 * An account's standing from its total, instalments (by day) and net paid, as of `today`: money
 * paid covers instalments in order of their days; an instalment whose day has passed with money
 * still owing is overdue. Without a plan the whole fee is due on enrolment.
 */
export function feeStanding(
  totalPaise: number,
  plan: { dueOn: string; amountPaise: number }[],
  paidPaise: number,
  today: string,
  enrolledOn: string,
): { instalments: Instalment[]; overduePaise: number; nextDueOn: string | null } {
  const steps = plan.length > 0 ? plan : [{ dueOn: enrolledOn, amountPaise: totalPaise }];
  let covered = paidPaise;
  let overduePaise = 0;
  let nextDueOn: string | null = null;
  const instalments = [...steps]
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn))
    .map((s) => {
      const paidHere = Math.max(0, Math.min(s.amountPaise, covered));
      covered -= paidHere;
      const unpaidPaise = s.amountPaise - paidHere;
      let status: Instalment['status'] = 'paid';
      if (unpaidPaise > 0) {
        status = s.dueOn < today ? 'overdue' : 'due';
        if (status === 'overdue') overduePaise += unpaidPaise;
        nextDueOn ??= s.dueOn;
      }
      return { dueOn: s.dueOn, amountPaise: s.amountPaise, status, unpaidPaise };
    });
  return { instalments: plan.length > 0 ? instalments : [], overduePaise, nextDueOn };
}
