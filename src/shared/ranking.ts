/**
 * Ranks and percentiles among the takers of one exam or mock test. Scores are compared with ===,
 * so pass them as computed by one rule (e.g. `mock-scoring`'s totals, exact to hundredths):
 * 0.1 + 0.2 and 0.3 would be two different scores.
 */

/** One ranked entry; `index` is the entry's position in the input. */
export type Ranked<T> = { item: T; score: number; rank: number; index: number };

function checkScore(score: number, index: number): number {
  if (!Number.isFinite(score)) throw new RangeError(`Score ${index} is not a finite number.`);
  return score;
}

/**
 * Competition ranking ("1224"), best first: equal scores share a rank and the next score skips
 * as many ranks as were shared (90, 80, 80, 70 → 1, 2, 2, 4). Entries with equal scores keep
 * their input order, so a caller that lists ties by name or roll number keeps that order.
 */
export function rankByScore<T>(items: readonly T[], scoreOf: (item: T) => number): Ranked<T>[] {
  const entries = items.map((item, index) => ({
    item,
    score: checkScore(scoreOf(item), index),
    index,
  }));
  // Array.prototype.sort is stable (ES2019), which keeps ties in input order.
  entries.sort((a, b) => b.score - a.score);
  const ranked: Ranked<T>[] = [];
  entries.forEach((entry, position) => {
    const previous = ranked[position - 1];
    const rank = previous && previous.score === entry.score ? previous.rank : position + 1;
    ranked.push({ ...entry, rank });
  });
  return ranked;
}

/** The competition rank of each score, in input order: [70, 90, 80, 80] → [4, 1, 2, 2]. */
export function competitionRanks(scores: readonly number[]): number[] {
  const ranks = new Array<number>(scores.length);
  for (const entry of rankByScore(scores, (s) => s)) ranks[entry.index] = entry.rank;
  return ranks;
}

/** Decimal places NTA publishes percentiles to. */
const percentileDecimals = 7;

/**
 * NTA's percentile: 100 × (takers with a score ≤ yours) ÷ (all takers), ROUNDED half up to 7
 * decimal places. NTA says "calculated up to 7 decimal places"; its published example
 * (37,244 of 41,326 → 90.1224411, exact value 90.12244107…) shows rounding, not truncation.
 * Computed on integers, so the 7th decimal is right even where floating point would drift.
 * The topper always gets 100; a lone taker too.
 */
export function ntaPercentile(atOrBelow: number, takers: number): number {
  if (!Number.isSafeInteger(takers) || takers <= 0) {
    throw new RangeError(`A percentile needs at least one taker (got ${takers}).`);
  }
  if (!Number.isSafeInteger(atOrBelow) || atOrBelow < 1 || atOrBelow > takers) {
    throw new RangeError(`${atOrBelow} takers at or below out of ${takers} is impossible.`);
  }
  const scale = 10n ** BigInt(percentileDecimals);
  const c = BigInt(takers);
  const scaled = (2n * 100n * scale * BigInt(atOrBelow) + c) / (2n * c);
  return Number(scaled) / Number(scale);
}

/** A percentile as NTA prints it, always with 7 decimals: 100 → '100.0000000'. */
export function formatPercentile(percentile: number): string {
  return percentile.toFixed(percentileDecimals);
}

/**
 * The NTA percentile of every score, in input order, in O(n log n). Equal scores get equal
 * percentiles. An empty list gives an empty list (no takers, no percentiles).
 */
export function ntaPercentiles(scores: readonly number[]): number[] {
  const sorted = scores.map(checkScore).sort((a, b) => a - b);
  const atOrBelow = new Map<number, number>();
  // Walking up the sorted scores, the last position of each score is how many are ≤ it.
  sorted.forEach((score, i) => atOrBelow.set(score, i + 1));
  return scores.map((score) => ntaPercentile(atOrBelow.get(score)!, scores.length));
}

/**
 * The NTA percentile of `score` among `allScores` (which must include it), or null when there
 * are no takers yet.
 */
export function percentileOf(score: number, allScores: readonly number[]): number | null {
  if (allScores.length === 0) return null;
  checkScore(score, -1);
  let atOrBelow = 0;
  allScores.forEach((s, i) => {
    if (checkScore(s, i) <= score) atOrBelow++;
  });
  if (atOrBelow === 0) throw new RangeError(`Score ${score} is not among the takers' scores.`);
  return ntaPercentile(atOrBelow, allScores.length);
}
