/** Marks as printed: 45, 29.5, 12.25 (never 45.00). */
export function marksText(value: number): string {
  return String(Math.round(value * 100) / 100);
}
