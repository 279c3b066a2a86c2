import { z } from 'zod';
import { toHundredths } from './decimal';

/**
 * One grade of a scale over the percentage of marks: whole percentages, both ends inclusive, as
 * boards publish them (A1 91–100). `max` may be left out: it is then one below the band above
 * (or 100 for the top band).
 */
type GradeBand = { grade: string; min: number; max?: number };

/** A grade scale as data: the presets at the end, or one an admin defines (`gradeScaleSchema`). */
export type GradeScale = { id: string; name: string; bands: GradeBand[] };

/** Marks as exact hundredths, refusing what no exam sheet holds. */
function marksHundredths(obtained: number, total: number): [number, number] {
  const o = toHundredths(obtained);
  const t = toHundredths(total);
  if (t <= 0) throw new RangeError(`The total marks must be above 0 (got ${total}).`);
  if (o < 0 || o > t) throw new RangeError(`Marks ${obtained} are outside 0–${total}.`);
  return [o, t];
}

/**
 * The whole percentage used to pick a grade: obtained ÷ total × 100, TRUNCATED. A band's lower
 * end is a line the student must actually reach, so 90.5% is 90 (A2, not A1), the same way
 * 32.9% is not the 33% pass line. Exact: computed on integers, so 91/100 never becomes 90.999….
 */
export function wholePercentage(obtained: number, total: number): number {
  const [o, t] = marksHundredths(obtained, total);
  return Math.floor((o * 100) / t);
}

/** The percentage for display, rounded half up to `decimals` places (default 2): 181/200 → 90.5. */
export function percentage(obtained: number, total: number, decimals = 2): number {
  const [o, t] = marksHundredths(obtained, total);
  const scale = 10 ** decimals;
  return Math.floor((o * 100 * scale * 2 + t) / (t * 2)) / scale;
}

/**
 * The grade for `obtained` out of `total` on `scale` (see `wholePercentage` for the rule at band
 * edges). Throws a RangeError for impossible marks (negative, above the total, a total of 0 or
 * more than two decimals): callers validate marks at entry, so reaching here is a bug.
 */
export function gradeFor(scale: GradeScale, obtained: number, total: number): string {
  const whole = wholePercentage(obtained, total);
  let best: GradeBand | undefined;
  for (const band of scale.bands) {
    if (band.min <= whole && (!best || band.min > best.min)) best = band;
  }
  if (!best) throw new RangeError(`Scale ${scale.id} has no band for ${whole}%.`);
  return best.grade;
}

/**
 * Pass or fail by the exam's pass marks: passed when obtained ≥ pass marks, compared exactly
 * (45.5 ≥ 45.5 passes; no rounding up of 32.99).
 */
export function passed(obtained: number, passMarks: number): boolean {
  return toHundredths(obtained) >= toHundredths(passMarks);
}

const percentField = (label: string) =>
  z
    .number(`Enter the ${label} as a whole percentage.`)
    .int(`The ${label} must be a whole percentage.`)
    .min(0, `The ${label} cannot be below 0.`)
    .max(100, `The ${label} cannot be above 100.`);

const bandSchema = z.object({
  grade: z
    .string('Each band needs a grade.')
    .trim()
    .min(1, 'Each band needs a grade.')
    .max(10, 'A grade is at most 10 characters.'),
  min: percentField('lowest percentage'),
  max: percentField('highest percentage').optional(),
});

/**
 * A scale an admin defines. Bands may be given in any order; the result lists them from the top
 * and fills in every `max`. Refused, with a message on the band concerned: empty or repeated
 * grades, a band that starts above its end, overlaps, gaps, a top band not reaching 100 and a
 * bottom band not starting at 0.
 */
export const gradeScaleSchema = z
  .object({
    id: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'Use lower-case letters, digits and hyphens for the id.'),
    name: z
      .string('Give the scale a name.')
      .trim()
      .min(1, 'Give the scale a name.')
      .max(60, 'The name is at most 60 characters.'),
    bands: z
      .array(bandSchema)
      .min(2, 'A scale needs at least two grades.')
      .max(20, 'A scale has at most 20 grades.'),
  })
  .superRefine((scale, ctx) => {
    const seen = new Map<string, number>();
    scale.bands.forEach((band, i) => {
      const key = band.grade.toLocaleUpperCase('en-IN');
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['bands', i, 'grade'],
          message: `The grade "${band.grade}" is used twice.`,
        });
      }
      seen.set(key, i);
      if (band.max !== undefined && band.max < band.min) {
        ctx.addIssue({
          code: 'custom',
          path: ['bands', i, 'max'],
          message: `${band.grade} starts at ${band.min}% but ends at ${band.max}%.`,
        });
      }
    });
    const order = scale.bands
      .map((band, i) => ({ band, i }))
      .sort((a, b) => b.band.min - a.band.min);
    const top = order[0];
    if (top && top.band.max !== undefined && top.band.max !== 100) {
      ctx.addIssue({
        code: 'custom',
        path: ['bands', top.i, 'max'],
        message: `The top grade ${top.band.grade} must reach 100%.`,
      });
    }
    const bottom = order[order.length - 1];
    if (bottom && bottom.band.min !== 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['bands', bottom.i, 'min'],
        message: `The lowest grade ${bottom.band.grade} must start at 0%, or marks below ${bottom.band.min}% get no grade.`,
      });
    }
    for (let k = 1; k < order.length; k++) {
      const upper = order[k - 1]!;
      const lower = order[k]!;
      if (lower.band.min === upper.band.min) {
        ctx.addIssue({
          code: 'custom',
          path: ['bands', lower.i, 'min'],
          message: `${lower.band.grade} and ${upper.band.grade} both start at ${lower.band.min}%.`,
        });
        continue;
      }
      // An inverted band already has its own message; a gap message on top would only confuse.
      if (lower.band.max === undefined || lower.band.max < lower.band.min) continue;
      const expected = upper.band.min - 1;
      if (lower.band.max > expected) {
        ctx.addIssue({
          code: 'custom',
          path: ['bands', lower.i, 'max'],
          message: `${lower.band.grade} (up to ${lower.band.max}%) overlaps ${upper.band.grade} (from ${upper.band.min}%): end it at ${expected}%.`,
        });
      } else if (lower.band.max < expected) {
        ctx.addIssue({
          code: 'custom',
          path: ['bands', lower.i, 'max'],
          message: `${lower.band.max + 1 === expected ? `${expected}%` : `${lower.band.max + 1}–${expected}%`} gets no grade: end ${lower.band.grade} at ${expected}%.`,
        });
      }
    }
  })
  .transform((scale): GradeScale => ({
    ...scale,
    bands: [...scale.bands]
      .sort((a, b) => b.min - a.min)
      .map((band, k, sorted) => ({
        grade: band.grade,
        min: band.min,
        max: k === 0 ? 100 : sorted[k - 1]!.min - 1,
      })),
  }));

/**
 * A preset written as the board publishes it, top grade first: each grade and the percentage it
 * starts at. It goes through `gradeScaleSchema` like an admin's scale, so a mistyped preset fails
 * on loading and its bands' ends are filled in the same way.
 */
const preset = (id: string, name: string, starts: [grade: string, min: number][]): GradeScale =>
  gradeScaleSchema.parse({ id, name, bands: starts.map(([grade, min]) => ({ grade, min })) });

/**
 * CBSE's marks-to-grade bands (A1 91–100 … D 33–40, E below 33). CBSE itself now splits E into
 * E1/E2 in school reports; the issue asks for one E, and a fail is shown by the pass mark anyway.
 */
export const cbseScale = preset('cbse', 'CBSE', [
  ['A1', 91],
  ['A2', 81],
  ['B1', 71],
  ['B2', 61],
  ['C1', 51],
  ['C2', 41],
  ['D', 33],
  ['E', 0],
]);

/**
 * PSEB (Punjab School Education Board) as its results tables print it: A+ 91–100, A 81–90,
 * B+ 71–80, B 61–70, C+ 51–60, C 41–50, D up to 40. D therefore also covers marks below the
 * 33% pass line: PSEB decides pass or fail by the pass mark, not by the grade.
 * Source: the board's table as reproduced by collegedekho.com and collegesearch.in (2025).
 */
export const psebScale = preset('pseb', 'PSEB', [
  ['A+', 91],
  ['A', 81],
  ['B+', 71],
  ['B', 61],
  ['C+', 51],
  ['C', 41],
  ['D', 0],
]);
