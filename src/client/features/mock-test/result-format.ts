/** Marks as printed: '+4', '-1', '0.25'; no float noise since marks have two decimals at most. */
export function formatMarks(marks: number): string {
  return String(Math.round(marks * 100) / 100);
}

/** Accuracy as a percentage with up to two decimals: 0.8333 → '83.33%'. */
export function formatAccuracy(fraction: number): string {
  return `${Math.round(fraction * 10_000) / 100}%`;
}

export type DurationUnits = { h: string; min: string; s: string };
const englishUnits: DurationUnits = { h: 'h', min: 'min', s: 's' };

/** '1 h 02 min 05 s', '12 min 30 s', '45 s' (the units in the reader's language when given). */
export function formatDuration(seconds: number, units: DurationUnits = englishUnits): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (h > 0) return `${h} ${units.h} ${pad(m)} ${units.min} ${pad(rest)} ${units.s}`;
  if (m > 0) return `${m} ${units.min} ${pad(rest)} ${units.s}`;
  return `${rest} ${units.s}`;
}
