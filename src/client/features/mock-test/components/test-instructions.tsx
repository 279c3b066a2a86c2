import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type StudentTestDetail } from '#shared/mock-attempts.ts';
import { formatDateTime } from '#shared/format.ts';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { Trans, useTranslation } from '#client/lib/i18n.ts';
import { useStartAttempt } from '../api/attempts';
import { useStudentTest } from '../api/student-tests';
import { formatMarks } from '../result-format';
import { PaletteLegend } from './palette-legend';
import { keepTogether } from '#client/components/keep-together.tsx';
import { studentPaths } from '#client/lib/paths.ts';

function Instructions({ test }: { test: StudentTestDetail }) {
  const [agreed, setAgreed] = useState(false);
  const start = useStartAttempt();
  const navigate = useNavigate();
  const resume = test.activeAttemptId !== null;
  const { t, i18n } = useTranslation('mock');
  const cannotStartMessages = {
    TEST_NOT_OPEN: t('instructions.cannotStart.testNotOpen'),
    NO_ATTEMPTS_LEFT: t('instructions.cannotStart.noAttemptsLeft'),
    ATTEMPT_ACTIVE: t('instructions.cannotStart.attemptActive'),
  } as const;
  const b = { b: <strong /> };

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 900 }}>
      <Typography variant="h5" component="h2">
        {test.title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h3" sx={{ fontSize: 17, mb: 1 }}>
          {t('instructions.general')}
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75 }}>
          <li>
            {t('instructions.clock', {
              questions: test.questionCount,
              minutes: test.durationMinutes,
            })}
          </li>
          <li>
            {t('instructions.marking', {
              correct: formatMarks(test.correctMarks),
              wrong: formatMarks(test.wrongMarks),
            })}
            {test.sections.some(
              (s) => s.correctMarks !== test.correctMarks || s.wrongMarks !== test.wrongMarks,
            ) && ` ${t('instructions.ownMarking')}`}
          </li>
          <li>
            {t('instructions.sections', {
              sections: test.sections
                .map((s) =>
                  t('instructions.section', {
                    title: s.title,
                    questions: s.questionCount,
                    correct: formatMarks(s.correctMarks),
                    wrong: formatMarks(s.wrongMarks),
                  }),
                )
                .join('; '),
            })}
          </li>
          <li>
            <Trans t={t} i18nKey="instructions.save" components={b} />
          </li>
          <li>
            <Trans t={t} i18nKey="instructions.mark" components={b} />
          </li>
          <li>{t('instructions.offline')}</li>
          <li>{t('instructions.tabs')}</li>
          <li>
            {keepTogether(
              t('instructions.window', {
                start: formatDateTime(test.windowStart, i18n.language),
                end: formatDateTime(test.windowEnd, i18n.language),
                used: test.attemptsUsed,
                allowed: test.attemptsAllowed,
              }),
            )}
          </li>
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h3" sx={{ fontSize: 17, mb: 1 }}>
          {t('instructions.palette')}
        </Typography>
        <PaletteLegend />
      </Paper>
      {test.instructions && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h3" sx={{ fontSize: 17, mb: 1 }}>
            {t('instructions.forThisTest')}
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
            label={t('instructions.declaration')}
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
              {t('instructions.begin')}
            </Button>
            <Button component={Link} to={studentPaths.mockTests}>
              {t('backToTests')}
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
  const { t } = useTranslation('mock');
  return (
    <QueryView query={test} loadingLabel={t('loading.test')}>
      {(data) => <Instructions test={data} />}
    </QueryView>
  );
}
