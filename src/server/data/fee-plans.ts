// A fee account's plan: its total (a concession, say) and its instalments, set by the office.
import { eq } from 'drizzle-orm';
import type { FeeAccount } from '#shared/fees.ts';
import type { PlanInput } from '#shared/fee-plan.ts';
import type { Db } from '../db/client';
import { feeAccounts, feeInstalments } from '../db/schema-fees';
import { fieldError } from '../lib/app-error';
import { getFeeAccount, lockAccount } from './fees';

/** `PUT /api/admin/fees/accounts/:enrolmentId/plan`: the total (e.g. a concession) and instalments. */
export async function setFeePlan(
  db: Db,
  enrolmentId: number,
  input: PlanInput,
): Promise<FeeAccount> {
  await db.transaction(async (tx) => {
    const account = await lockAccount(tx, enrolmentId);
    if (input.totalPaise < account.paidPaise) {
      throw fieldError(
        'VALIDATION_FAILED',
        'totalPaise',
        'The total cannot be less than what was paid.',
      );
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
