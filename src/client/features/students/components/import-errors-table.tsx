import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from '#client/lib/i18n.ts';
import { translateCsvMessage } from '#client/lib/server-messages.ts';

/** One refusal of a CSV import: its spreadsheet row (0: the whole file), column, messages. */
type RowError = { key: string; line: number; column: string; messages: string[] };

/** The server's `row:<line>[:<Column>]` field errors, in the order sent (by row). */
function rowErrors(fieldErrors: Record<string, string[]>): RowError[] {
  return Object.entries(fieldErrors)
    .filter(([key]) => key.startsWith('row:'))
    .map(([key, messages]) => {
      const [, line = '0', ...column] = key.split(':');
      return { key, line: Number(line), column: column.join(':'), messages };
    });
}

/**
 * Every mistake of a refused import file as a table: row, column (as written in the file, in
 * English) and the problem in the reader's language. A long list scrolls in its own box.
 */
export function ImportErrorsTable({ fieldErrors }: { fieldErrors: Record<string, string[]> }) {
  const { t } = useTranslation('admin-people');
  const rows = rowErrors(fieldErrors);
  if (rows.length === 0) return null;
  return (
    <Box
      role="region"
      aria-label={t('import.errorsLabel')}
      // Focusable, so the keyboard can scroll a long list too.
      tabIndex={0}
      sx={{ maxHeight: 320, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small" stickyHeader aria-label={t('import.errorsLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('import.row')}</TableCell>
            <TableCell>{t('import.column')}</TableCell>
            <TableCell>{t('import.problem')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key}>
              <TableCell>{r.line > 0 ? r.line : t('import.wholeFile')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.column}</TableCell>
              <TableCell className="indic-text">
                {r.messages.map(translateCsvMessage).join(' ')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
