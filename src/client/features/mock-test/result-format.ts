/** Marks as printed: '+4', '-1', '0.25'; no float noise since marks have two decimals at most. */
export function formatMarks(marks: number): string {
  return String(Math.round(marks * 100) / 100);
}

/** Accuracy as a percentage with up to two decimals: 0.8333 → '83.33%'. */
export function formatAccuracy(fraction: number): string {
  return `${Math.round(fraction * 10_000) / 100}%`;
}

/** '1 h 02 min 05 s', '12 min 30 s', '45 s'. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  if (h > 0) return `${h} h ${String(m).padStart(2, '0')} min ${String(rest).padStart(2, '0')} s`;
  if (m > 0) return `${m} min ${String(rest).padStart(2, '0')} s`;
  return `${rest} s`;
}
