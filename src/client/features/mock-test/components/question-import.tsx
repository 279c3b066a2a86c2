import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { questionCsvColumns } from '../../../../shared/mock-question-bank';
import { ApiError } from '../../../lib/api';
import { showToast } from '../../../components/toast-store';
import { useQuestionMutations } from '../api/admin-questions';

/** 'row:12:Correct Option' → 'Row 12, Correct Option'. */
function rowLabel(key: string): string {
  const [, line, column] = key.split(':');
  return column ? `Row ${line}, ${column}` : `Row ${line}`;
}

/** Import questions from CSV: all rows or none, with every bad row listed. */
export function QuestionImport({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { importCsv } = useQuestionMutations();
  const [file, setFile] = useState<File | null>(null);
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
      <DialogTitle>Import Questions from CSV</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2">
          Columns: {Object.values(questionCsvColumns).join(', ')}. Type is mcq or numerical; a
          multiple-choice row fills Option A–D and Correct Option, a numerical row Answer Min and
          Answer Max. If any row has a mistake, nothing is imported.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button component="label" variant="outlined">
            Choose CSV file
            <input
              type="file"
              accept=".csv,text/csv"
              hidden
              onChange={(e) => {
                importCsv.reset();
                setFile(e.target.files?.[0] ?? null);
              }}
            />
          </Button>
          <Typography variant="body2">{file?.name ?? 'No file chosen'}</Typography>
        </Box>
        {error && <Alert severity="error">{error.message}</Alert>}
        {rowErrors.length > 0 && (
          <Box
            component="ul"
            aria-label="Rows with mistakes"
            sx={{ m: 0, pl: 3, maxHeight: 260, overflow: 'auto' }}
          >
            {rowErrors.map(([key, messages]) => (
              <li key={key}>
                <strong>{rowLabel(key)}:</strong> {messages.join(' ')}
              </li>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={importCsv.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={!file || importCsv.isPending}
          onClick={() =>
            file &&
            importCsv.mutate(file, {
              onSuccess: (reply) => {
                showToast({ message: `${reply.imported} questions imported.`, kind: 'success' });
                close();
              },
            })
          }
        >
          {importCsv.isPending ? 'Importing...' : 'Import'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
