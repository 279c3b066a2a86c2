// The CSV writer lives in `src/shared/csv.ts`: the office's CSV files made in the browser (new
// students' IDs and first passwords) use the same guard against spreadsheet formulas.
export { csvCell, toCsv } from '#shared/csv.ts';
