import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type StudentTestDetail } from '../../../../shared/mock-attempts';
import { mockTestMessages } from '../../../../shared/mock-tests';
import { formatDateTime } from '../../../../shared/format';
import { QueryView } from '../../../components/dashboard/query-view';
import { useStartAttempt } from '../api/attempts';
import { useStudentTest } from '../api/student-tests';
import { formatMarks } from '../result-format';
import { PaletteLegend } from './palette-legend';

const cannotStartMessages = {
  TEST_NOT_OPEN: mockTestMessages.testNotOpen,
  NO_ATTEMPTS_LEFT: mockTestMessages.noAttemptsLeft,
  ATTEMPT_ACTIVE: mockTestMessages.attemptActive,
} as const;

function Instructions({ test }: { test: StudentTestDetail }) {
  const [agreed, setAgreed] = useState(false);
  const start = useStartAttempt();
  const navigate = useNavigate();
  const resume = test.activeAttemptId !== null;

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 900 }}>
      <Typography variant="h5" component="h2">
        {test.title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h3" sx={{ fontSize: 17, mb: 1 }}>
          General instructions
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75 }}>
          <li>
            The test has {test.questionCount} questions and lasts {test.durationMinutes} minutes.
            The clock is kept by the server: the countdown at the top shows the time left, and when
            it reaches zero the test is submitted by itself. Closing the page does not stop it.
          </li>
          <li>
            Marking: +{formatMarks(test.correctMarks)} for a correct answer,{' '}
            {formatMarks(test.wrongMarks)} for a wrong one, 0 for a question left unanswered.
            {test.sections.some(
              (s) => s.correctMarks !== test.correctMarks || s.wrongMarks !== test.wrongMarks,
            ) && ' Some sections have their own marking (below).'}
          </li>
          <li>
            Sections:{' '}
            {test.sections
              .map(
                (s) =>
                  `${s.title} (${s.questionCount} questions, +${formatMarks(s.correctMarks)} / ${formatMarks(s.wrongMarks)})`,
              )
              .join('; ')}
            . Use the section tabs to move between them.
          </li>
          <li>
            Choose an option (or type a number with the on-screen keypad), then press{' '}
            <strong>Save &amp; Next</strong> or <strong>Save &amp; Mark for Review</strong>. Only
            these two buttons save your answer: clicking a question number, Back or Next does not.
          </li>
          <li>
            <strong>Mark for Review &amp; Next</strong> marks the question to look at again without
            saving the choice on screen. <strong>Clear Response</strong> removes the saved answer.
          </li>
          <li>
            Every saved answer reaches the server at once. If the connection drops, answers are kept
            on this device and sent when it returns. After a reload, or on another device, the test
            resumes with your answers.
          </li>
          <li>Leaving this tab or window during the test is counted and shown to the academy.</li>
          <li>
            The test window: {formatDateTime(test.windowStart)} to {formatDateTime(test.windowEnd)}.
            Attempts: {test.attemptsUsed} of {test.attemptsAllowed} used.
          </li>
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h3" sx={{ fontSize: 17, mb: 1 }}>
          The question palette
        </Typography>
        <PaletteLegend />
      </Paper>
      {test.instructions && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h3" sx={{ fontSize: 17, mb: 1 }}>
            Instructions for this test
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{test.instructions}</Typography>
        </Paper>
      )}
      {test.cannotStart && !resume ? (
        <Alert severity="info">{cannotStartMessages[test.cannotStart]}</Alert>
      ) : (
        <>
          <FormControlLabel
            control={<Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />}
            label="I have read and understood the instructions. I declare that I will take this test on my own, without any help or unfair means."
          />
          {start.error && <Alert severity="error">{start.error.message}</Alert>}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              disabled={!agreed || start.isPending}
              onClick={() =>
                start.mutate(test.id, {
                  onSuccess: (attempt) => void navigate(`?attempt=${attempt.attemptId}`),
                })
              }
            >
              I am ready to begin
            </Button>
            <Button component={Link} to="/Sdashboard/mocktest">
              Back to Mock Tests
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}

/** The instructions before a test, with the declaration tick and 'I am ready to begin'. */
export function TestInstructions({ testId }: { testId: number }) {
  const test = useStudentTest(testId);
  return (
    <QueryView query={test} loadingLabel="Loading the test">
      {(data) => <Instructions test={data} />}
    </QueryView>
  );
}
