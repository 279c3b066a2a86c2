import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatNumber } from '#shared/format.ts';
import { istDate } from '#shared/ist.ts';
import { studentImportLimits, type StudentImportReply } from '#shared/student-import.ts';
import { CsvFileChoice, useCsvFile } from '#client/components/dashboard/csv-file-choice.tsx';
import { ApiError } from '#client/lib/api.ts';
import { downloadCsv } from '#client/lib/download-csv.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { useImportStudents } from '../api/student-mutations';
import { ImportErrorsTable } from './import-errors-table';

/** After the import: how many were created, and their IDs and first passwords as a CSV, once. */
function Created({ reply }: { reply: StudentImportReply }) {
  const { t } = useTranslation('admin-people');
  const download = () =>
    downloadCsv(
      t('import.fileName', { date: istDate(new Date()) }),
      [t('approved.csv.studentId'), t('approved.csv.name'), t('approved.csv.password')],
      reply.students.map((s) => [s.studentId, s.name, s.password]),
    );
  return (
    <>
      <Alert severity="success">{t('import.created', { count: reply.imported })}</Alert>
      <Alert severity="warning">{t('import.passwordsOnce')}</Alert>
      <Box>
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={download}>
          {t('import.downloadPasswords')}
        </Button>
      </Box>
    </>
  );
}

/**
 * Import students (issue 27.4): the template, a CSV file, and either every mistake of the file
 * (nothing saved) or the students created with their first passwords to download.
 */
export function ImportStudentsDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('admin-people');
  const titleId = useId();
  const importCsv = useImportStudents();
  const [file, chooseFile] = useCsvFile(importCsv.reset);
  const { error, data: created, isPending } = importCsv;

  return (
    <Dialog
      open
      onClose={isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id={titleId}>{t('import.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {created ? (
          <Created reply={created} />
        ) : (
          <>
            <Typography variant="body2">
              {t('import.intro', { max: formatNumber(studentImportLimits.maxRows, i18n.language) })}
            </Typography>
            <Typography variant="body2">{t('import.batchHelp')}</Typography>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <Button
                component="a"
                href="/api/admin/students/import-template.csv"
                download
                startIcon={<DownloadIcon />}
              >
                {t('import.template')}
              </Button>
              <CsvFileChoice
                file={file}
                onFile={chooseFile}
                chooseLabel={t('import.choose')}
                noFileLabel={t('import.noFile')}
                inputLabel={t('import.fileLabel')}
              />
            </Box>
            {error && <Alert severity="error">{error.message}</Alert>}
            {error instanceof ApiError && <ImportErrorsTable fieldErrors={error.fieldErrors} />}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isPending}>
          {created ? t('actions.close') : t('actions.cancel')}
        </Button>
        {!created && (
          <Button
            variant="contained"
            disabled={!file || isPending}
            onClick={() => file && importCsv.mutate(file)}
          >
            {isPending ? t('import.importing') : t('import.import')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
