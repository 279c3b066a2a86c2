import Alert from '@mui/material/Alert';
import { ApiError } from '#client/lib/api.ts';
import { Trans, useTranslation } from '#client/lib/i18n.ts';
import { translateCsvMessage } from '#client/lib/server-messages.ts';

/** One line of a refused marks CSV and what is wrong on it (line 0: the file as a whole). */
export type LineError = { line: number; messages: string[] };

/** The CSV refusal's errors, by line (the server keys them by line number). */
export function lineErrorsOf(error: unknown): LineError[] | null {
  if (!(error instanceof ApiError) || error.code !== 'CSV_ROWS_REFUSED') return null;
  return Object.entries(error.fieldErrors)
    .map(([line, messages]) => ({ line: Number(line), messages }))
    .sort((a, b) => a.line - b.line);
}

/** A marks CSV refused: every bad line at once, in the admin's language, until closed. */
export function CsvErrorsAlert({ errors, onClose }: { errors: LineError[]; onClose: () => void }) {
  const { t } = useTranslation('admin-school');
  return (
    <Alert severity="error" sx={{ mb: 2 }} onClose={onClose} closeText={t('common.close')}>
      <Trans t={t} i18nKey="exams.marks.csvRefused" components={{ strong: <strong /> }} />
      <ul className="marks-panel__errors">
        {errors.map((e) => (
          <li key={e.line}>
            {/* Line 0 is the file as a whole (too large, not UTF-8): no line to name. */}
            {e.line > 0
              ? t('exams.marks.line', {
                  line: e.line,
                  messages: e.messages.map(translateCsvMessage).join(' '),
                })
              : e.messages.map(translateCsvMessage).join(' ')}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
