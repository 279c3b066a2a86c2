import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import type { AttemptState } from '../../../../shared/mock-attempts';
import { formatDateTime } from '../../../../shared/format';
import type { Submission } from '../use-exam-session';

type ExamEndedProps = { attempt: AttemptState; submission: Submission; message: string | null };

/** The end of an attempt: who submitted it and when, and the way to the result. */
export function ExamEnded({ attempt, submission, message }: ExamEndedProps) {
  const byServer = submission.submittedBy === 'server';
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      <Typography variant="h5" component="h2">
        {byServer ? 'Time is up' : 'Test submitted'}
      </Typography>
      {message && <Alert severity="warning">{message}</Alert>}
      <Alert severity={byServer ? 'info' : 'success'}>
        {byServer
          ? `The server submitted your test "${attempt.title}" at ${formatDateTime(submission.submittedAt)}, when the time ran out. Every answer it had received is counted.`
          : `You submitted "${attempt.title}" at ${formatDateTime(submission.submittedAt)}.`}
      </Alert>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" component={Link} to={`?result=${attempt.attemptId}`}>
          See your result
        </Button>
        <Button variant="outlined" component={Link} to="/Sdashboard/mocktest">
          Back to Mock Tests
        </Button>
      </Box>
    </Box>
  );
}
