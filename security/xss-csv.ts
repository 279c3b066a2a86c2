/**
 * Splits CSV text the way a spreadsheet does with the given separator: a field is quoted only
 * when its first character is a quote (`""` inside is one quote); anything else runs to the
 * next separator or line end. LibreOffice offers `;` and tab besides the comma, so the guard
 * has to hold for all three.
 */
export function spreadsheetCells(csv: string, separator: ',' | ';' | '\t'): string[] {
  const cells: string[] = [];
  let i = csv.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (i < csv.length) {
    let cell = '';
    if (csv[i] === '"') {
      i += 1;
      while (i < csv.length) {
        if (csv[i] === '"' && csv[i + 1] === '"') {
          cell += '"';
          i += 2;
        } else if (csv[i] === '"') {
          i += 1;
          break;
        } else cell += csv[i++];
      }
    }
    while (i < csv.length && csv[i] !== separator && csv[i] !== '\r' && csv[i] !== '\n') {
      cell += csv[i++];
    }
    cells.push(cell);
    if (csv[i] === separator) i += 1;
    else while (csv[i] === '\r' || csv[i] === '\n') i += 1;
  }
  return cells;
}

/**
 * A cell that starts a formula. As written (comma): a first character of = + - @, tab or CR
 * (OWASP's list). Read with another separator: = + - @ after any blanks.
 */
const formula = { ',': /^[=+\-@\t\r]/, ';': /^\s*[=+\-@]/, '\t': /^\s*[=+\-@]/ } as const;

/** The cells of `csv`, read with each separator, that a spreadsheet would run as a formula. */
export function formulaCells(csv: string): string[] {
  return ([',', ';', '\t'] as const).flatMap((sep) =>
    spreadsheetCells(csv, sep)
      .filter((cell) => formula[sep].test(cell))
      .map((cell) => `${sep === '\t' ? 'tab' : sep}: ${JSON.stringify(cell.slice(0, 60))}`),
  );
}
