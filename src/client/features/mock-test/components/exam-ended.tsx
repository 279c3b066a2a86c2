import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import type { AttemptState } from '#shared/mock-attempts.ts';
import { formatDateTime } from '#shared/format.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import type { Submission } from '../use-exam-session';
import { studentPaths } from '#client/lib/paths.ts';

type ExamEndedProps = { attempt: AttemptState; submission: Submission; message: string | null };

/** The end of an attempt: who submitted it and when, and the way to the result. */
export function ExamEnded({ attempt, submission, message }: ExamEndedProps) {
  const byServer = submission.submittedBy === 'server';
  const { t, i18n } = useTranslation('mock');
  const at = formatDateTime(submission.submittedAt, i18n.language);
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      <Typography variant="h5" component="h2">
        {byServer ? t('ended.timeUp') : t('ended.submitted')}
      </Typography>
      {message && <Alert severity="warning">{message}</Alert>}
      <Alert severity={byServer ? 'info' : 'success'}>
        {byServer
          ? t('ended.byServer', { title: attempt.title, at })
          : t('ended.byStudent', { title: attempt.title, at })}
      </Alert>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" component={Link} to={`?result=${attempt.attemptId}`}>
          {t('ended.seeResult')}
        </Button>
        <Button variant="outlined" component={Link} to={studentPaths.mockTests}>
          {t('backToTests')}
        </Button>
      </Box>
    </Box>
  );
}
