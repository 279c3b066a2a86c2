import type { RegistrationRecord } from '#shared/students.ts';
import { i18n, isLanguage, localeOf } from '#client/lib/i18n.ts';
import { detailRows } from './detail-rows';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Print: a plain print layout in a new window, then the browser's print dialog. */
export function printStudent(
  r: RegistrationRecord,
  academyName: string,
  courseName: (english: string) => string,
): boolean {
  const win = window.open('', '_blank', 'width=800,height=900');
  if (!win) return false;
  const rows = detailRows(r, courseName)
    .map((d) => `<tr><th>${escape(d.label)}</th><td>${escape(d.value)}</td></tr>`)
    .join('');
  const lang = isLanguage(i18n.language) ? localeOf[i18n.language] : 'en-IN';
  const heading = i18n.t('admin-people:details.title');
  win.document.write(`<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<title>${escape(heading)}: ${escape(r.studentName)}</title>
<style>
  body { font: 14px/1.5 system-ui, sans-serif; color: #111; margin: 24px; }
  h1 { font-size: 20px; margin: 0 0 4px; } p { margin: 0 0 16px; color: #444; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border: 1px solid #bbb; padding: 6px 10px; text-align: left; vertical-align: top; }
  th { width: 32%; background: #f2f2f2; }
</style></head><body>
<h1>${escape(academyName)}: ${escape(heading)}</h1>
<p>${escape(r.studentName)} (${escape(r.student_id)})</p>
<table>${rows}</table>
</body></html>`);
  win.document.close();
  win.focus();
  win.print();
  return true;
}
