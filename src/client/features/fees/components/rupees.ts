import { formatRupees } from '../../../../shared/money';

/** '₹40,000' (paise shown only when there are some), en-IN grouping. */
export const rupees = (paise: number) => formatRupees(paise, 'en', { wholeRupees: true });
