import { describe, expect, it } from 'vitest';
import { planFormSchema, planInputSchema } from './fee-plan';
import { feeMessages } from './fees';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => ({ ...i, path: i.path.join('.') })) ?? [];

describe('instalment plans', () => {
  it('reads the amounts typed in rupees into paise, in the order given', () => {
    const out = planFormSchema.parse({
      totalPaise: 4000000,
      instalments: [
        { dueOn: '2026-04-10', amount: '15,000' },
        { dueOn: '2026-07-10', amount: '₹25000' },
      ],
    });
    expect(out).toEqual({
      totalPaise: 4000000,
      instalments: [
        { dueOn: '2026-04-10', amountPaise: 1500000 },
        { dueOn: '2026-07-10', amountPaise: 2500000 },
      ],
    });
  });

  it('tells, on the instalments, the same rule as the API: they add up to the total', () => {
    const form = planFormSchema.safeParse({
      totalPaise: 4000000,
      instalments: [{ dueOn: '2026-04-10', amount: '15,000' }],
    });
    const api = planInputSchema.safeParse({
      totalPaise: 4000000,
      instalments: [{ dueOn: '2026-04-10', amountPaise: 1500000 }],
    });
    for (const result of [form, api]) {
      expect(issuesOf(result)).toMatchObject([
        { path: 'instalments', message: feeMessages.planSum },
      ]);
    }
  });

  it('refuses two instalments on one day, and an amount that is not above zero', () => {
    const sameDay = planFormSchema.safeParse({
      totalPaise: 200,
      instalments: [
        { dueOn: '2026-04-10', amount: '1' },
        { dueOn: '2026-04-10', amount: '1' },
      ],
    });
    expect(issuesOf(sameDay)).toMatchObject([
      { path: 'instalments', message: feeMessages.planSameDay },
    ]);
    const zero = planFormSchema.safeParse({
      totalPaise: 0,
      instalments: [{ dueOn: '2026-04-10', amount: '0' }],
    });
    expect(issuesOf(zero)).toMatchObject([
      { path: 'instalments.0.amount', message: 'Enter an amount above zero.' },
    ]);
  });

  it('no instalments at all is a one-time fee', () => {
    expect(planFormSchema.parse({ totalPaise: 4000000, instalments: [] })).toEqual({
      totalPaise: 4000000,
      instalments: [],
    });
  });
});
