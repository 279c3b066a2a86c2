import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ApproveReply } from '#shared/students.ts';
import { showToast } from '#client/components/toast-store.ts';
import { downloadCsv, printTable } from '#client/lib/download-csv.ts';
import { Trans, useTranslation } from '#client/lib/i18n.ts';

type Props = { approved: ApproveReply; onClose: () => void };

/**
 * After an approval (issue 27.11): the new student ID, and the first password when the server
 * made one (an applicant from /SignUp keeps the password they chose), with Print and Download CSV
 * for the office, and whether the applicant was e-mailed. Stays until closed.
 */
export function ApprovedDialog({ approved, onClose }: Props) {
  const { t, i18n } = useTranslation('admin-people');
  const titleId = useId();
  const textId = useId();
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
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('approved.title')}</DialogTitle>
      <DialogContent id={textId}>
        <Typography className="indic-text">{t('approved.opened', { name })}</Typography>
        <Typography sx={{ mt: 1 }}>
          <Trans
            t={t}
            i18nKey="secret.studentId"
            values={{ studentId }}
            components={{ strong: <strong /> }}
          />
        </Typography>
        {password ? (
          <>
            <Typography sx={{ mt: 1 }}>
              {t('approved.firstPassword')}{' '}
              <Typography
                component="code"
                sx={{ fontFamily: 'monospace', fontSize: '1.1rem', fontWeight: 700 }}
              >
                {password}
              </Typography>
            </Typography>
            <Alert severity="warning" sx={{ mt: 2 }}>
              {t('secret.warning')}
            </Alert>
          </>
        ) : (
          <Typography sx={{ mt: 1 }}>{t('approved.ownPassword')}</Typography>
        )}
        <Alert severity={emailedTo ? 'success' : 'info'} sx={{ mt: 2 }}>
          {note}
        </Alert>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
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
        <Button variant="contained" onClick={onClose}>
          {t('secret.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
