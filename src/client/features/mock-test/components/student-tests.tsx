import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import type { StudentTest } from '#shared/mock-attempts.ts';
import { formatDateTime } from '#shared/format.ts';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { useStudentTests } from '../api/student-tests';
import { useCourseName } from '#client/lib/course-names.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { formatMarks } from '../result-format';
import { keepTogether } from '#client/components/keep-together.tsx';

function TestCard({
  test,
  kind,
}: {
  test: StudentTest;
  kind: 'available' | 'upcoming' | 'finished';
}) {
  const { t, i18n } = useTranslation('mock');
  const courseName = useCourseName();
  const span = {
    start: formatDateTime(test.windowStart, i18n.language),
    end: formatDateTime(test.windowEnd, i18n.language),
  };
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardContent>
        <Typography variant="h6" component="h3" sx={{ fontSize: 17 }}>
          {test.title}
        </Typography>
        {test.courseName && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {courseName(test.courseName)}
          </Typography>
        )}
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('list.questions', { count: test.questionCount })} ·{' '}
          {t('list.minutes', { count: test.durationMinutes })} ·{' '}
          {t('list.marks', {
            max: formatMarks(test.maxScore),
            correct: test.correctMarks,
            wrong: formatMarks(test.wrongMarks),
          })}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {keepTogether(kind === 'upcoming' ? t('list.opens', span) : t('list.openFrom', span))}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('list.attempts', { used: test.attemptsUsed, allowed: test.attemptsAllowed })}
        </Typography>
      </CardContent>
      <CardActions>
        {kind === 'available' && (
          <Button variant="contained" component={Link} to={`?test=${test.id}`}>
            {test.activeAttemptId ? t('list.resume') : t('list.start')}
          </Button>
        )}
        {test.lastAttemptId !== null && (
          <Button component={Link} to={`?result=${test.lastAttemptId}`}>
            {test.resultsAvailable ? t('list.viewResult') : t('list.resultPending')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

const groups = ['available', 'upcoming', 'finished'] as const;

/** The Mock Test page's lists: open now, opening later, taken. */
export function StudentTests() {
  const tests = useStudentTests();
  const { t } = useTranslation('mock');
  const text = {
    available: { title: t('list.available'), empty: t('list.noneAvailable') },
    upcoming: { title: t('list.upcoming'), empty: t('list.noneUpcoming') },
    finished: { title: t('list.finished'), empty: t('list.noneFinished') },
  };
  return (
    <QueryView query={tests} loadingLabel={t('loading.tests')}>
      {(data) => (
        <Box sx={{ display: 'grid', gap: 3 }}>
          {groups.map((kind) => (
            <Box component="section" key={kind} aria-labelledby={`tests-${kind}`}>
              <Typography id={`tests-${kind}`} variant="h6" component="h2" sx={{ mb: 1 }}>
                {text[kind].title}
              </Typography>
              {data[kind].length === 0 ? (
                <Typography sx={{ color: 'text.secondary' }}>{text[kind].empty}</Typography>
              ) : (
                <Box
                  component="ul"
                  sx={{
                    m: 0,
                    p: 0,
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
                  }}
                >
                  {data[kind].map((test) => (
                    <TestCard key={test.id} test={test} kind={kind} />
                  ))}
                </Box>
              )}
            </Box>
          ))}
        </Box>
      )}
    </QueryView>
  );
}
