import { z } from 'zod';
import { feeMessages, plainDateSchema } from './fees';
import { paiseSchema, rupeeAmountSchema } from './money';

/** The most instalments one fee is split into (two a month for a year). */
export const maxInstalments = 24;

type PlannedInstalment = { dueOn: string; amountPaise: number };

/**
 * The plan's rules, the same on the server and in the Instalments dialog: the instalments add
 * up to the total, on different days. No instalments at all means the fee is paid in one go.
 */
function planProblems(totalPaise: number, instalments: PlannedInstalment[]): string[] {
  if (instalments.length === 0) return [];
  const problems: string[] = [];
  const sum = instalments.reduce((s, i) => s + i.amountPaise, 0);
  if (sum !== totalPaise) problems.push(feeMessages.planSum);
  if (new Set(instalments.map((i) => i.dueOn)).size !== instalments.length) {
    problems.push(feeMessages.planSameDay);
  }
  return problems;
}

function checkPlan(
  value: { totalPaise: number; instalments: PlannedInstalment[] },
  ctx: z.RefinementCtx,
): void {
  for (const message of planProblems(value.totalPaise, value.instalments)) {
    ctx.addIssue({ code: 'custom', path: ['instalments'], message });
  }
}

const amountAboveZero = paiseSchema.positive('Enter an amount above zero.');

/** `PUT /api/admin/fees/accounts/:enrolmentId/plan`: the total and the instalments, if any. */
export const planInputSchema = z
  .object({
    totalPaise: paiseSchema,
    instalments: z
      .array(z.object({ dueOn: plainDateSchema, amountPaise: amountAboveZero }))
      .max(maxInstalments)
      .default([]),
  })
  .superRefine(checkPlan);
export type PlanInput = z.infer<typeof planInputSchema>;

/** The Instalments dialog: each amount typed in rupees ('15,000'); the total is the account's. */
export const planFormSchema = z
  .object({
    totalPaise: paiseSchema,
    instalments: z
      .array(z.object({ dueOn: plainDateSchema, amount: rupeeAmountSchema.pipe(amountAboveZero) }))
      .max(maxInstalments),
  })
  .transform(({ totalPaise, instalments }) => ({
    totalPaise,
    instalments: instalments.map((i) => ({ dueOn: i.dueOn, amountPaise: i.amount })),
  }))
  .superRefine(checkPlan);
export type PlanFormValues = z.input<typeof planFormSchema>;
