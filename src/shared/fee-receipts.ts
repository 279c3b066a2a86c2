import { z } from 'zod';
import { paymentMethodValues, paymentSchema } from './fees';

/** A fee receipt (printed, reprinted, or voided by a reversal) and the reply to a payment recorded. */
export const receiptSchema = z
  .object({
    id: z.number(),
    serial: z.string(),
    /** The day the money was received, yyyy-mm-dd. */
    date: z.string(),
    studentId: z.string(),
    studentName: z.string(),
    courseName: z.string(),
    courseCode: z.string(),
    amountPaise: z.number(),
    amountInWords: z.string(),
    method: z.enum(paymentMethodValues),
    reference: z.string(),
    gst: z
      .object({
        gstin: z.string(),
        sac: z.string(),
        ratePercent: z.number(),
        placeOfSupply: z.string(),
        supply: z.enum(['intra-state', 'inter-state']),
        stateTax: z.enum(['SGST', 'UTGST']),
        taxablePaise: z.number(),
        cgstPaise: z.number(),
        sgstPaise: z.number(),
        igstPaise: z.number(),
      })
      .nullable(),
    /** Set when the payment was later reversed: the receipt then no longer stands. */
    reversal: z.object({ on: z.string(), reason: z.string() }).nullable(),
  })
  .meta({ id: 'FeeReceipt' });
export type Receipt = z.infer<typeof receiptSchema>;

export const recordPaymentReplySchema = z.object({
  payment: paymentSchema,
  receipt: receiptSchema,
});
export type RecordPaymentReply = z.infer<typeof recordPaymentReplySchema>;
