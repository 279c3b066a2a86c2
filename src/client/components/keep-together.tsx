import type { ReactNode } from 'react';

// A date (31-12-2026), a time with its zone (06:45 pm IST) or an amount (₹ 15,000).
const unbreakable = /(\d{2}-\d{2}-\d{4}|\d{2}:\d{2} [ap]m(?: IST)?|₹\s?[\d,]+(?:\.\d+)?)/;

/**
 * Text with its dates, times and amounts each kept on one line. Chromium breaks a line after
 * the hyphen of a date in Punjabi and Hindi sentences ('26-' then '12-2026'); a 375px phone
 * showed that on the fee alert and the mock test windows.
 */
export function keepTogether(text: string): ReactNode {
  const pieces = text.split(unbreakable);
  if (pieces.length === 1) return text;
  return pieces.map((piece, i) =>
    i % 2 === 1 ? (
      <span key={i} style={{ whiteSpace: 'nowrap' }}>
        {piece}
      </span>
    ) : (
      piece
    ),
  );
}
