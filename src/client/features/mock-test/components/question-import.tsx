import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { questionCsvColumns } from '../../../../shared/mock-question-bank';
import { ApiError } from '../../../lib/api';
import { showToast } from '../../../components/toast-store';
import { useTranslation } from '../../../lib/i18n';
import { translateValidation } from '../../../lib/server-messages';
import { useQuestionMutations } from '../api/admin-questions';

type T = ReturnType<typeof useTranslation<'admin-questions'>>['t'];

/**
 * 'row:12:Correct Option' → 'Row 12, Correct Option'. The column keeps its English name: it is
 * the header written in the file, which the import reads in English in every language.
 */
function rowLabel(key: string, t: T): string {
  const [, line, column] = key.split(':');
  return column ? t('import.rowColumn', { line, column }) : t('import.row', { line });
}

/**
 * A row's message in the reader's language. The server answers in English: the question
 * schema's messages are in the `validation` map; the CSV reader's own (a missing column, an
 * empty cell, a bad type) are matched here, as the import dialog is the one place they show.
 */
function rowMessage(message: string, t: T): string {
  const fixed: Record<string, string> = {
    'Type is mcq or numerical.': t('import.messages.badType'),
    'This cell is empty.': t('import.messages.cellEmpty'),
    'The file has a header but no rows.': t('import.messages.noRows'),
  };
  if (fixed[message]) return fixed[message];
  let m = /^The column "(.+)" is missing\.$/.exec(message);
  if (m) return t('import.messages.columnMissing', { column: m[1] });
  m = /^This row has (\d+) cells but the header has (\d+)\.$/.exec(message);
  if (m) return t('import.messages.extraCells', { cells: m[1], header: m[2] });
  m = /^The file has more than (\d+) rows\.$/.exec(message);
  if (m) return t('import.messages.tooManyRows', { rows: m[1] });
  return translateValidation(message);
}

/** Import questions from CSV: all rows or none, with every bad row listed. */
export function QuestionImport({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin-questions');
  const { importCsv } = useQuestionMutations();
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const error = importCsv.error;
  const rowErrors =
    error instanceof ApiError
      ? Object.entries(error.fieldErrors).filter(([key]) => key.startsWith('row:'))
      : [];
  const close = () => {
    importCsv.reset();
    setFile(null);
    onClose();
  };
  return (
    <Dialog open={open} onClose={importCsv.isPending ? undefined : close} fullWidth maxWidth="md">
      <DialogTitle>{t('import.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2">
          {t('import.intro', { columns: Object.values(questionCsvColumns).join(', ') })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          {/* A real button that opens the hidden input: a <label> given role="button" is not
              allowed that role (axe: aria-allowed-role). */}
          <Button variant="outlined" onClick={() => fileInput.current?.click()}>
            {t('import.choose')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            hidden
            onChange={(e) => {
              importCsv.reset();
              setFile(e.target.files?.[0] ?? null);
            }}
          />
          <Typography variant="body2">{file?.name ?? t('import.noFile')}</Typography>
        </Box>
        {error && <Alert severity="error">{error.message}</Alert>}
        {rowErrors.length > 0 && (
          <Box
            component="ul"
            aria-label={t('import.rowsLabel')}
            sx={{ m: 0, pl: 3, maxHeight: 260, overflow: 'auto' }}
          >
            {rowErrors.map(([key, messages]) => (
              <li key={key}>
                <strong>{rowLabel(key, t)}:</strong>{' '}
                {messages.map((text) => rowMessage(text, t)).join(' ')}
              </li>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={importCsv.isPending}>
          {t('import.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={!file || importCsv.isPending}
          onClick={() =>
            file &&
            importCsv.mutate(file, {
              onSuccess: (reply) => {
                showToast({
                  message: t('import.imported', { count: reply.imported }),
                  kind: 'success',
                });
                close();
              },
            })
          }
        >
          {importCsv.isPending ? t('import.importing') : t('import.import')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
