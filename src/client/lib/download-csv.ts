import { toCsv } from '#shared/csv.ts';

/**
 * Saves a CSV made in the browser (UTF-8 with a BOM so Excel reads Gurmukhi and Devanagari), for
 * what the server shows only once, such as new students' first passwords. Cells are guarded
 * against spreadsheet formulas as the server's exports are.
 */
export function downloadCsv(fileName: string, header: string[], rows: unknown[][]): void {
  const blob = new Blob([`\uFEFF${toCsv(header, rows)}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain table in a new window, then the browser's print dialog; false when pop-ups are blocked. */
export function printTable(
  lang: string,
  title: string,
  header: string[],
  rows: string[][],
  note = '',
): boolean {
  const win = window.open('', '_blank', 'width=800,height=900');
  if (!win) return false;
  const head = header.map((h) => `<th>${escapeHtml(h)}</th>`).join('');
  const body = rows
    .map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`)
    .join('');
  win.document.write(`<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<style>
  body { font: 14px/1.5 system-ui, sans-serif; color: #111; margin: 24px; }
  h1 { font-size: 20px; margin: 0 0 12px; } p { margin: 12px 0 0; color: #444; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border: 1px solid #bbb; padding: 6px 10px; text-align: left; }
  th { background: #f2f2f2; } td { font-family: ui-monospace, monospace; }
</style></head><body>
<h1>${escapeHtml(title)}</h1>
<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>
${note ? `<p>${escapeHtml(note)}</p>` : ''}
</body></html>`);
  win.document.close();
  win.focus();
  win.print();
  return true;
}
