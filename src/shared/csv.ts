import { showBidi } from './bidi';

/** A character that makes a spreadsheet read what follows as a formula. */
const formulaStart = /[=+\-@\t\r]/;
/**
 * Where a spreadsheet may start a new cell when it guesses another separator than the comma
 * (LibreOffice offers `;` and tab): a formula right after one of these runs too, and so does one
 * after quotes there (`a;"=cmd`: read with `;`, the piece `""=cmd"` opens and closes a quoted
 * empty string, then takes `=cmd` as the cell).
 */
const innerFormula = /([;\t,\r\n][\s"]*)([=+\-@])/g;

/**
 * One CSV cell, safe against CSV injection: a leading = + - @ (or tab/CR) gets a ', so does a
 * formula character after a `;`, tab, comma or line break inside the cell; any cell holding a
 * separator (`,` `;` tab), quote or line break is quoted, so no spreadsheet splits it.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  // A bidi control would reverse the rest of the cell in a spreadsheet: written out instead.
  text = showBidi(text);
  text = text.replace(innerFormula, "$1'$2");
  if (formulaStart.test(text[0] ?? '')) text = `'${text}`;
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV document: header row then one line per row, CRLF line ends (RFC 4180). */
export function toCsv(header: string[], rows: unknown[][]): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
