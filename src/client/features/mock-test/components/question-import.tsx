import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { questionCsvColumns } from '#shared/mock-question-bank.ts';
import { ApiError } from '#client/lib/api.ts';
import { CsvFileChoice, useCsvFile } from '#client/components/dashboard/csv-file-choice.tsx';
import { showToast } from '#client/components/toast-store.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { translateCsvMessage } from '#client/lib/server-messages.ts';
import { useQuestionMutations } from '../api/admin-questions';

type T = ReturnType<typeof useTranslation<'admin-questions'>>['t'];

/**
 * 'row:12:Correct Option' → 'Row 12, Correct Option'. The column keeps its English name: it is
 * the header written in the file, which the import reads in English in every language. A
 * mistake of the whole file (too large, not UTF-8) is on line 0 and has no label.
 */
function rowLabel(key: string, t: T): string | null {
  const [, line, column] = key.split(':');
  if (line === '0' && !column) return null;
  return column ? t('import.rowColumn', { line, column }) : t('import.row', { line });
}

/** Import questions from CSV: all rows or none, with every bad row listed. */
export function QuestionImport({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin-questions');
  const { importCsv } = useQuestionMutations();
  const [file, chooseFile] = useCsvFile(importCsv.reset);
  const error = importCsv.error;
  const rowErrors =
    error instanceof ApiError
      ? Object.entries(error.fieldErrors).filter(([key]) => key.startsWith('row:'))
      : [];
  const close = () => {
    chooseFile(null);
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
          <CsvFileChoice
            file={file}
            onFile={chooseFile}
            chooseLabel={t('import.choose')}
            noFileLabel={t('import.noFile')}
          />
        </Box>
        {error && <Alert severity="error">{error.message}</Alert>}
        {rowErrors.length > 0 && (
          <Box
            component="ul"
            aria-label={t('import.rowsLabel')}
            // A long list scrolls: focusable, so the keyboard can scroll it too.
            tabIndex={0}
            sx={{ m: 0, pl: 3, maxHeight: 260, overflow: 'auto' }}
          >
            {rowErrors.map(([key, messages]) => {
              const label = rowLabel(key, t);
              // The CSV reader's and the question schema's messages, in the reader's language.
              const text = messages.map(translateCsvMessage).join(' ');
              return (
                <li key={key}>
                  {label && <strong>{label}:</strong>} {text}
                </li>
              );
            })}
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
