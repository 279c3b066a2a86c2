import { formatDate } from '#shared/format.ts';
import { formatRupees } from '#shared/money.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import type { PaymentMethod } from '#shared/fees.ts';

/** The payment methods' names, by method (literal keys for the locale check), as on receipts. */
const methodKeys = {
  cash: 'documents:methods.cash',
  upi: 'documents:methods.upi',
  card: 'documents:methods.card',
  bank: 'documents:methods.bank',
  cheque: 'documents:methods.cheque',
} as const satisfies Record<PaymentMethod, string>;

/**
 * The fee screens' formats in the reader's language: '₹40,000' (paise shown only when there are
 * some) with Indian grouping, dates as dd-mm-yyyy (the product's one date style) and the
 * payment methods' names.
 */
export function useFeeFormats() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return {
    rupees: (paise: number) => formatRupees(paise, language, { wholeRupees: true }),
    date: (value: string) => formatDate(value, language),
    method: (m: PaymentMethod) => t(methodKeys[m]),
  };
}
