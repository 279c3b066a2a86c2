import { z } from 'zod';
import { isGstStateCode, punjabStateCode, utgstTerritories } from './gst-states';
import { assertPaise } from './money';

/** SAC for commercial training and coaching services. */
export const coachingSac = '999293';

/** GST on commercial coaching: 18% (9% CGST + 9% SGST within a state, or 18% IGST across). */
export const coachingGstPercent = 18;

/**
 * The split of one GST-inclusive amount (all in paise). `taxable + cgst + sgst + igst` always
 * equals `amount`. `stateTax` names the second half of an intra-state split: SGST, or UTGST in a
 * union territory without a legislature.
 */
export type GstSplit = {
  amount: number;
  taxable: number;
  tax: number;
  ratePercent: number;
  supply: 'intra-state' | 'inter-state';
  placeOfSupply: string;
  cgst: number;
  sgst: number;
  igst: number;
  stateTax: 'SGST' | 'UTGST';
};

export type GstSplitOptions = {
  /** The academy's state code (default Punjab, '03'). */
  supplierState?: string;
  /**
   * The student's state code when known (their GSTIN's, or their address's). Left out, the
   * supply is taken as made in the academy's state, the rule for services to unregistered
   * people whose address is not on record.
   */
  recipientState?: string;
  ratePercent?: number;
};

/**
 * Splits a GST-INCLUSIVE amount (what the student paid) into taxable value and tax:
 * taxable = round(amount × 100 ÷ (100 + rate)), half up, in whole paise; tax = amount − taxable,
 * so the parts always add up to the money received. Within a state the tax is halved into CGST
 * and SGST/UTGST; an odd paisa goes to CGST (e.g. 1 paisa of tax: CGST 1, SGST 0). Across states
 * it is all IGST. A negative amount (a reversal) splits as the mirror image of the positive one,
 * so a reversal cancels its payment to the paisa.
 */
export function splitInclusiveGst(amount: number, options: GstSplitOptions = {}): GstSplit {
  assertPaise(amount);
  const ratePercent = options.ratePercent ?? coachingGstPercent;
  if (!Number.isInteger(ratePercent) || ratePercent < 0 || ratePercent > 100) {
    throw new RangeError(`A GST rate is a whole percentage from 0 to 100 (got ${ratePercent}).`);
  }
  const supplierState = options.supplierState ?? punjabStateCode;
  const placeOfSupply = options.recipientState ?? supplierState;
  for (const code of [supplierState, placeOfSupply]) {
    if (!isGstStateCode(code)) throw new RangeError(`Not a GST state code: ${code}`);
  }
  const sign = amount < 0 ? -1 : 1;
  const abs = Math.abs(amount);
  const divisor = 100 + ratePercent;
  // Round half up of abs × 100 ÷ divisor, on integers (exact while abs × 200 is a safe integer).
  if (!Number.isSafeInteger(abs * 200 + divisor)) {
    throw new RangeError(`Amount too large: ${amount}`);
  }
  const taxable = Math.floor((abs * 200 + divisor) / (2 * divisor));
  const tax = abs - taxable;
  const intra = placeOfSupply === supplierState;
  const cgst = intra ? Math.ceil(tax / 2) : 0;
  const sgst = intra ? tax - cgst : 0;
  const igst = intra ? 0 : tax;
  const signed = (n: number) => (n === 0 ? 0 : sign * n);
  return {
    amount,
    taxable: signed(taxable),
    tax: signed(tax),
    ratePercent,
    supply: intra ? 'intra-state' : 'inter-state',
    placeOfSupply,
    cgst: signed(cgst),
    sgst: signed(sgst),
    igst: signed(igst),
    stateTax: utgstTerritories.has(supplierState) ? 'UTGST' : 'SGST',
  };
}

const gstinChars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The 15th character of a GSTIN from its first 14: each character's value (0–9, A–Z = 10–35) is
 * multiplied by 1 and 2 alternately from the left, each product's base-36 digits are added, and
 * the check character is what brings the sum to a multiple of 36.
 */
export function gstinCheckChar(first14: string): string {
  if (!/^[0-9A-Z]{14}$/.test(first14)) throw new RangeError('Give the first 14 characters.');
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = gstinChars.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return gstinChars[(36 - (sum % 36)) % 36]!;
}

export type GstinProblem = 'LENGTH' | 'FORMAT' | 'STATE' | 'CHECKSUM';

const gstinMessages: Readonly<Record<GstinProblem, string>> = {
  LENGTH: 'A GSTIN has 15 characters.',
  FORMAT:
    'A GSTIN is a 2-digit state code, a 10-character PAN, an entity number, Z and a check character.',
  STATE: 'The first two digits of a GSTIN are a state code, e.g. 03 for Punjab.',
  CHECKSUM: 'This GSTIN has a typing mistake: its last character does not match the rest.',
};

/**
 * What is wrong with a GSTIN, or null when it is well formed: 15 characters = state code (2
 * digits, a known code), PAN (5 letters, 4 digits, a letter), entity number (1–9 or A–Z), 'Z',
 * and the check character. Expects the text upper-cased and trimmed (see `gstinSchema`).
 */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (gstin.length !== 15) return 'LENGTH';
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin)) return 'FORMAT';
  if (!isGstStateCode(gstin.slice(0, 2))) return 'STATE';
  return gstinCheckChar(gstin.slice(0, 14)) === gstin[14] ? null : 'CHECKSUM';
}

/** A GSTIN field: trimmed, upper-cased, then checked, with a message for each kind of mistake. */
export const gstinSchema = z
  .string('Enter the GSTIN.')
  .trim()
  .toUpperCase()
  .superRefine((value, ctx) => {
    const problem = gstinProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: gstinMessages[problem] });
  });

/** The state code a GSTIN belongs to ('03AAACP1234A1ZF' → '03'). */
export function gstinState(gstin: string): string {
  return gstin.slice(0, 2);
}
