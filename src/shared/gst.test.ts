import { describe, expect, it } from 'vitest';
import { gstStates, punjabStateCode } from './gst-states';
import {
  coachingSac,
  gstinCheckChar,
  gstinProblem,
  gstinSchema,
  gstinState,
  splitInclusiveGst,
} from './gst';

describe('splitInclusiveGst', () => {
  it('takes 18% out of the amount paid, the parts adding up to it', () => {
    // ₹40,000 paid: taxable 4,00,00,000 ÷ 118 = 33,89,830.508… → 33,89,831 paise
    expect(splitInclusiveGst(4000000)).toEqual({
      amount: 4000000,
      taxable: 3389831,
      tax: 610169,
      ratePercent: 18,
      supply: 'intra-state',
      placeOfSupply: '03',
      cgst: 305085,
      sgst: 305084,
      igst: 0,
      stateTax: 'SGST',
    });
    expect(splitInclusiveGst(11800)).toMatchObject({ taxable: 10000, cgst: 900, sgst: 900 });
  });

  it('gives the odd paisa to CGST', () => {
    // 6 paise: taxable round(5.08) = 5, tax 1 → CGST 1, SGST 0
    expect(splitInclusiveGst(6)).toMatchObject({ taxable: 5, tax: 1, cgst: 1, sgst: 0 });
    expect(splitInclusiveGst(13)).toMatchObject({ taxable: 11, tax: 2, cgst: 1, sgst: 1 });
    expect(splitInclusiveGst(1)).toMatchObject({ taxable: 1, tax: 0, cgst: 0, sgst: 0 });
    expect(splitInclusiveGst(0)).toMatchObject({ taxable: 0, tax: 0 });
  });

  it('always reconciles, and rounds the taxable value half up', () => {
    for (let amount = 0; amount <= 5000; amount++) {
      const s = splitInclusiveGst(amount);
      expect(s.taxable + s.cgst + s.sgst + s.igst).toBe(amount);
      expect(s.cgst - s.sgst === 0 || s.cgst - s.sgst === 1).toBe(true);
      // the taxable value is the nearest whole paisa to amount ÷ 1.18
      expect(Math.abs(s.taxable - amount / 1.18)).toBeLessThanOrEqual(0.5);
    }
    // 18% never lands on an exact half; other rates can: 1 paisa at 100% is 0.5 → 1
    expect(splitInclusiveGst(21, { ratePercent: 5 }).taxable).toBe(20);
    expect(splitInclusiveGst(1, { ratePercent: 100 }).taxable).toBe(1); // 0.5 rounds up
  });

  it('charges IGST for a student in another state', () => {
    expect(splitInclusiveGst(4000000, { recipientState: '06' })).toMatchObject({
      supply: 'inter-state',
      placeOfSupply: '06',
      taxable: 3389831,
      cgst: 0,
      sgst: 0,
      igst: 610169,
    });
    expect(splitInclusiveGst(100, { recipientState: punjabStateCode }).supply).toBe('intra-state');
  });

  it('names UTGST for an academy in Chandigarh', () => {
    expect(splitInclusiveGst(11800, { supplierState: '04' })).toMatchObject({
      stateTax: 'UTGST',
      cgst: 900,
      sgst: 900,
    });
  });

  it('mirrors a reversal exactly', () => {
    const payment = splitInclusiveGst(4000000);
    const reversal = splitInclusiveGst(-4000000);
    expect(reversal).toMatchObject({
      taxable: -payment.taxable,
      cgst: -payment.cgst,
      sgst: -payment.sgst,
      tax: -payment.tax,
    });
    expect(Object.is(splitInclusiveGst(-100, { recipientState: '07' }).cgst, 0)).toBe(true);
  });

  it('refuses bad input', () => {
    expect(() => splitInclusiveGst(10.5)).toThrow(RangeError);
    expect(() => splitInclusiveGst(100, { recipientState: '40' })).toThrow(RangeError);
    expect(() => splitInclusiveGst(100, { ratePercent: 12.5 })).toThrow(RangeError);
    expect(() => splitInclusiveGst(Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
  });

  it('knows the coaching SAC and the state names', () => {
    expect(coachingSac).toBe('999293');
    expect(gstStates['03']).toBe('Punjab');
  });
});

describe('GSTIN', () => {
  it("computes the check character (GSTN's published sample and others)", () => {
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckChar('29AAGCB7383J1Z')).toBe('4');
    // A Punjab GSTIN constructed for these tests: state 03, PAN AAACP1234A, entity 1.
    expect(gstinCheckChar('03AAACP1234A1Z')).toBe('F');
  });

  it('accepts well-formed GSTINs', () => {
    for (const gstin of ['27AAPFU0939F1ZV', '03AAACP1234A1ZF', '29AAGCB7383J1Z4'])
      expect(gstinProblem(gstin), gstin).toBeNull();
    expect(gstinState('03AAACP1234A1ZF')).toBe('03');
  });

  it('names what is wrong', () => {
    expect(gstinProblem('03AAACP1234A1Z')).toBe('LENGTH');
    expect(gstinProblem('03AAACP1234A1YF')).toBe('FORMAT'); // 14th must be Z
    expect(gstinProblem('03AAAC11234A1ZF')).toBe('FORMAT'); // PAN shape
    expect(gstinProblem('03AAACP1234A0ZF')).toBe('FORMAT'); // entity 0
    expect(gstinProblem('40AAACP1234A1ZF')).toBe('STATE');
    expect(gstinProblem('03AAACP1234A1ZG')).toBe('CHECKSUM');
  });

  it('catches every single-character typo and swapped neighbours in a sample', () => {
    const valid = '03AAACP1234A1ZF';
    const chars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (let i = 0; i < 14; i++) {
      for (const c of chars) {
        if (c === valid[i]) continue;
        const typo = valid.slice(0, i) + c + valid.slice(i + 1);
        expect(gstinProblem(typo), typo).not.toBeNull();
      }
    }
    const swapped = '03AAACP1243A1ZF';
    expect(gstinProblem(swapped)).toBe('CHECKSUM');
  });

  it('serves forms through a schema that trims and upper-cases', () => {
    expect(gstinSchema.parse(' 03aaacp1234a1zf ')).toBe('03AAACP1234A1ZF');
    expect(gstinSchema.safeParse('03AAACP1234A1ZG').error?.issues[0]?.message).toBe(
      'This GSTIN has a typing mistake: its last character does not match the rest.',
    );
    expect(gstinSchema.safeParse('').error?.issues[0]?.message).toBe('A GSTIN has 15 characters.');
  });
});
