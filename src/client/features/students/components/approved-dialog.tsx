import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ApproveReply } from '#shared/students.ts';
import { showToast } from '#client/components/toast-store.ts';
import { downloadCsv, printTable } from '#client/lib/download-csv.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { CredentialsDialog } from './credentials-dialog';

type Props = { approved: ApproveReply; onClose: () => void };

/**
 * After an approval (issue 27.11): the new student ID, and the first password when the server
 * made one (an applicant from /SignUp keeps the password they chose), with Print and Download CSV
 * for the office, and whether the applicant was e-mailed. Stays until closed.
 */
export function ApprovedDialog({ approved, onClose }: Props) {
  const { t, i18n } = useTranslation('admin-people');
  const { studentId, name, password, emailedTo } = approved;
  const header = [t('approved.csv.studentId'), t('approved.csv.name'), t('approved.csv.password')];
  const passwordCell = password ?? t('approved.ownPasswordCell');
  const note = emailedTo ? t('approved.emailed', { email: emailedTo }) : t('approved.notEmailed');

  function print() {
    const ok = printTable(i18n.language, t('approved.title'), header, [
      [studentId, name, passwordCell],
    ]);
    if (!ok) showToast({ message: t('toasts.printBlocked'), kind: 'error' });
  }

  return (
    <CredentialsDialog
      title={t('approved.title')}
      studentId={studentId}
      password={password}
      passwordLabel={t('approved.firstPassword')}
      onClose={onClose}
      intro={<Typography className="indic-text">{t('approved.opened', { name })}</Typography>}
      actions={
        <>
          <Button startIcon={<PrintIcon />} onClick={print}>
            {t('approved.print')}
          </Button>
          <Button
            startIcon={<DownloadIcon />}
            onClick={() =>
              downloadCsv(`student-${studentId}.csv`, header, [[studentId, name, passwordCell]])
            }
          >
            {t('approved.download')}
          </Button>
        </>
      }
    >
      {!password && <Typography sx={{ mt: 1 }}>{t('approved.ownPassword')}</Typography>}
      <Alert severity={emailedTo ? 'success' : 'info'} sx={{ mt: 2 }}>
        {note}
      </Alert>
    </CredentialsDialog>
  );
}
