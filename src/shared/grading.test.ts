import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './errors';
import {
  cbseScale,
  gradeFor,
  gradeScaleSchema,
  passed,
  percentage,
  psebScale,
  wholePercentage,
} from './grading';

describe('gradeFor on the presets', () => {
  it('maps every CBSE band at both of its ends', () => {
    const cases: [number, string][] = [
      [100, 'A1'],
      [91, 'A1'],
      [90, 'A2'],
      [81, 'A2'],
      [80, 'B1'],
      [71, 'B1'],
      [70, 'B2'],
      [61, 'B2'],
      [60, 'C1'],
      [51, 'C1'],
      [50, 'C2'],
      [41, 'C2'],
      [40, 'D'],
      [33, 'D'],
      [32, 'E'],
      [0, 'E'],
    ];
    for (const [marks, grade] of cases)
      expect(gradeFor(cbseScale, marks, 100), `${marks}`).toBe(grade);
  });

  it('maps PSEB, whose D runs from 0 to 40', () => {
    expect(gradeFor(psebScale, 91, 100)).toBe('A+');
    expect(gradeFor(psebScale, 81, 100)).toBe('A');
    expect(gradeFor(psebScale, 71, 100)).toBe('B+');
    expect(gradeFor(psebScale, 61, 100)).toBe('B');
    expect(gradeFor(psebScale, 51, 100)).toBe('C+');
    expect(gradeFor(psebScale, 41, 100)).toBe('C');
    expect(gradeFor(psebScale, 40, 100)).toBe('D');
    expect(gradeFor(psebScale, 10, 100)).toBe('D');
    expect(gradeFor(psebScale, 0, 100)).toBe('D');
  });

  it('never rounds a percentage up into a higher band (90.5% is A2)', () => {
    expect(gradeFor(cbseScale, 181, 200)).toBe('A2'); // 90.5%
    expect(gradeFor(cbseScale, 90.99, 100)).toBe('A2');
    expect(gradeFor(cbseScale, 182, 200)).toBe('A1'); // 91%
    expect(gradeFor(cbseScale, 32.5, 100)).toBe('E');
  });

  it('is exact where floating point is not', () => {
    // 0.91 * 100 is 91.00000000000001 and 273/300 is 0.9099999… in binary.
    expect(gradeFor(cbseScale, 273, 300)).toBe('A1');
    expect(wholePercentage(273, 300)).toBe(91);
    expect(gradeFor(cbseScale, 45.5, 50)).toBe('A1');
    expect(gradeFor(cbseScale, 16.5, 50)).toBe('D'); // exactly 33%
  });

  it('grades the spec sample totals (50, 90, 300)', () => {
    expect(gradeFor(cbseScale, 42, 50)).toBe('A2'); // 84%
    expect(gradeFor(cbseScale, 81, 90)).toBe('A2'); // 90%
    expect(gradeFor(cbseScale, 273, 300)).toBe('A1');
  });

  it('refuses impossible marks', () => {
    expect(() => gradeFor(cbseScale, 51, 50)).toThrow(RangeError);
    expect(() => gradeFor(cbseScale, -1, 50)).toThrow(RangeError);
    expect(() => gradeFor(cbseScale, 0, 0)).toThrow(RangeError);
    expect(() => gradeFor(cbseScale, 1.333, 50)).toThrow(/two decimal/);
    expect(() => gradeFor(cbseScale, Number.NaN, 50)).toThrow(RangeError);
  });
});

describe('percentage', () => {
  it('rounds half up for display', () => {
    expect(percentage(181, 200)).toBe(90.5);
    expect(percentage(2, 3)).toBe(66.67);
    expect(percentage(1, 3)).toBe(33.33);
    expect(percentage(1, 8, 1)).toBe(12.5);
    expect(percentage(1, 16, 1)).toBe(6.3); // 6.25 → 6.3
    expect(percentage(50, 50)).toBe(100);
  });
});

describe('passed', () => {
  it('passes at exactly the pass marks and fails a hundredth below', () => {
    expect(passed(33, 33)).toBe(true);
    expect(passed(32.99, 33)).toBe(false);
    expect(passed(45.5, 45.5)).toBe(true);
    expect(passed(0.1 + 0.2, 0.3)).toBe(true); // 0.30000000000000004 is 30 hundredths
    expect(passed(0, 0)).toBe(true);
  });
});

describe('gradeScaleSchema', () => {
  const bands = cbseScale.bands.map(({ grade, min, max }) => ({ grade, min, max }));

  const errorsOf = (input: unknown) => {
    const result = gradeScaleSchema.safeParse(input);
    if (result.success) throw new Error('expected the scale to be refused');
    return toFieldErrors(result.error);
  };

  it('accepts both presets and fills max when bands are given bottom-up without it', () => {
    expect(gradeScaleSchema.parse(cbseScale)).toEqual(cbseScale);
    expect(gradeScaleSchema.parse(psebScale)).toEqual(psebScale);
    const parsed = gradeScaleSchema.parse({
      id: 'pass-fail',
      name: ' Pass / Fail ',
      bands: [
        { grade: 'Fail', min: 0 },
        { grade: 'Pass', min: 40 },
      ],
    });
    expect(parsed).toEqual({
      id: 'pass-fail',
      name: 'Pass / Fail',
      bands: [
        { grade: 'Pass', min: 40, max: 100 },
        { grade: 'Fail', min: 0, max: 39 },
      ],
    });
    expect(gradeFor(parsed, 39.9, 100)).toBe('Fail');
  });

  it('names the band with a gap', () => {
    const gap = bands.map((b) => (b.grade === 'A2' ? { ...b, max: 89 } : b));
    expect(errorsOf({ id: 'x', name: 'X', bands: gap })).toEqual({
      'bands.1.max': ['90% gets no grade: end A2 at 90%.'],
    });
    const wide = bands.map((b) => (b.grade === 'A2' ? { ...b, max: 85 } : b));
    expect(errorsOf({ id: 'x', name: 'X', bands: wide })['bands.1.max']).toEqual([
      '86–90% gets no grade: end A2 at 90%.',
    ]);
  });

  it('names overlapping bands', () => {
    const overlap = bands.map((b) => (b.grade === 'B1' ? { ...b, max: 82 } : b));
    expect(errorsOf({ id: 'x', name: 'X', bands: overlap })['bands.2.max']).toEqual([
      'B1 (up to 82%) overlaps A2 (from 81%): end it at 80%.',
    ]);
    const sameStart = [
      { grade: 'P', min: 0 },
      { grade: 'Q', min: 0 },
    ];
    expect(Object.values(errorsOf({ id: 'x', name: 'X', bands: sameStart })).flat()).toContain(
      'Q and P both start at 0%.',
    );
  });

  it('requires the whole 0–100 range', () => {
    const noTop = bands.map((b) => (b.grade === 'A1' ? { ...b, max: 99 } : b));
    expect(errorsOf({ id: 'x', name: 'X', bands: noTop })['bands.0.max']).toEqual([
      'The top grade A1 must reach 100%.',
    ]);
    const noBottom = bands.filter((b) => b.grade !== 'E');
    expect(errorsOf({ id: 'x', name: 'X', bands: noBottom })['bands.6.min']).toEqual([
      'The lowest grade D must start at 0%, or marks below 33% get no grade.',
    ]);
  });

  it('refuses empty, repeated and inverted grades, and fractional or out-of-range ends', () => {
    // Below the top band, b ends before it starts and B repeats it in other letters.
    const threeBands = (name: string, top: string) => ({
      id: 'x',
      name,
      bands: [
        { grade: top, min: 50, max: 100 },
        { grade: 'b', min: 40, max: 30 },
        { grade: 'B', min: 0, max: 39 },
      ],
    });
    const errors = errorsOf(threeBands('', ' '));
    expect(errors.name).toEqual(['Give the scale a name.']);
    expect(errors['bands.0.grade']).toEqual(['Each band needs a grade.']);
    const more = errorsOf({
      id: 'x',
      name: 'X',
      bands: [
        { grade: 'A', min: 50.5, max: 100 },
        { grade: 'b', min: 0, max: 101 },
      ],
    });
    expect(more['bands.0.min']).toEqual(['The lowest percentage must be a whole percentage.']);
    expect(more['bands.1.max']).toEqual(['The highest percentage cannot be above 100.']);
    const repeated = errorsOf(threeBands('X', 'A'));
    expect(repeated['bands.2.grade']).toEqual(['The grade "B" is used twice.']);
    expect(repeated['bands.1.max']).toEqual(['b starts at 40% but ends at 30%.']);
  });
});
