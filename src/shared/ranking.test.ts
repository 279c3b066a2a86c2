import { describe, expect, it } from 'vitest';
import {
  competitionRanks,
  formatPercentile,
  ntaPercentile,
  ntaPercentiles,
  percentileOf,
  rankByScore,
} from './ranking';

describe('rankByScore', () => {
  it('gives ties one rank and skips the ranks they share (1224)', () => {
    expect(competitionRanks([90, 80, 80, 70])).toEqual([1, 2, 2, 4]);
    expect(competitionRanks([70, 80, 90, 80])).toEqual([4, 2, 1, 2]);
    expect(competitionRanks([5, 5, 5])).toEqual([1, 1, 1]);
    expect(competitionRanks([100, 50, 50, 50, 10])).toEqual([1, 2, 2, 2, 5]);
  });

  it('orders best first and keeps ties in input order', () => {
    const students = [
      { name: 'Aman', score: 80 },
      { name: 'Baljit', score: 90 },
      { name: 'Charan', score: 80 },
      { name: 'Deep', score: -4 },
      { name: 'Ekam', score: 80 },
    ];
    const ranked = rankByScore(students, (s) => s.score);
    expect(ranked.map((r) => [r.item.name, r.rank, r.index])).toEqual([
      ['Baljit', 1, 1],
      ['Aman', 2, 0],
      ['Charan', 2, 2],
      ['Ekam', 2, 4],
      ['Deep', 5, 3],
    ]);
  });

  it('handles no takers, one taker, negative and fractional scores', () => {
    expect(rankByScore([], () => 0)).toEqual([]);
    expect(competitionRanks([-3])).toEqual([1]);
    expect(competitionRanks([-0.25, 1.33, -0.25])).toEqual([2, 1, 2]);
    expect(() => competitionRanks([1, Number.NaN])).toThrow(RangeError);
  });
});

describe('ntaPercentile', () => {
  it("matches NTA's published example (rounded, not truncated)", () => {
    expect(formatPercentile(ntaPercentile(37244, 41326))).toBe('90.1224411');
  });

  it('rounds half up at the 7th decimal', () => {
    // 100 × 1 ÷ 16 = 6.25 exactly; 100 × 1 ÷ 3 = 33.333333333…; 200 ÷ 3 = 66.6666666|67
    expect(formatPercentile(ntaPercentile(1, 16))).toBe('6.2500000');
    expect(formatPercentile(ntaPercentile(1, 3))).toBe('33.3333333');
    expect(formatPercentile(ntaPercentile(2, 3))).toBe('66.6666667');
    // 100 ÷ 2^27 = 0.000000745…: the 8th decimal (4) rounds down
    expect(formatPercentile(ntaPercentile(1, 2 ** 27))).toBe('0.0000007');
    // 100 × 1 ÷ 16,000,000 = 0.00000625 → 0.0000063 (half up)
    expect(formatPercentile(ntaPercentile(1, 16_000_000))).toBe('0.0000063');
  });

  it('gives the topper and a lone taker 100', () => {
    expect(formatPercentile(ntaPercentile(5000, 5000))).toBe('100.0000000');
    expect(ntaPercentile(1, 1)).toBe(100);
  });

  it('refuses impossible counts', () => {
    expect(() => ntaPercentile(0, 0)).toThrow(RangeError);
    expect(() => ntaPercentile(0, 10)).toThrow(RangeError);
    expect(() => ntaPercentile(11, 10)).toThrow(RangeError);
    expect(() => ntaPercentile(1.5, 10)).toThrow(RangeError);
  });
});

describe('ntaPercentiles', () => {
  it('gives equal scores equal percentiles, counting everyone at or below', () => {
    // 90, 80, 80, 70: 80 has 3 of 4 at or below → 75
    expect(ntaPercentiles([90, 80, 80, 70])).toEqual([100, 75, 75, 25]);
    expect(ntaPercentiles([5, 5, 5])).toEqual([100, 100, 100]);
    expect(ntaPercentiles([-1, 2.5, -1])).toEqual([66.6666667, 100, 66.6666667]);
  });

  it('returns nothing for no takers', () => {
    expect(ntaPercentiles([])).toEqual([]);
    expect(percentileOf(10, [])).toBeNull();
  });

  it('agrees with the one-at-a-time count', () => {
    const scores = [12, 40, 40, -3, 0, 88, 40, 12, 7.25, 100];
    const all = ntaPercentiles(scores);
    scores.forEach((s, i) => expect(percentileOf(s, scores)).toBe(all[i]));
  });

  it('is fast enough for a batch of 5,000', () => {
    const scores = Array.from({ length: 5000 }, (_, i) => (i * 7919) % 301);
    const started = performance.now();
    const all = ntaPercentiles(scores);
    expect(performance.now() - started).toBeLessThan(500);
    expect(Math.max(...all)).toBe(100);
  });

  it('refuses a score that is not among the takers', () => {
    expect(() => percentileOf(-10, [0, 5])).toThrow(RangeError);
  });
});
