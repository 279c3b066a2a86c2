import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import type { StudentTest } from '../../../../shared/mock-attempts';
import { formatDateTime } from '../../../../shared/format';
import { QueryView } from '../../../components/dashboard/query-view';
import { useStudentTests } from '../api/student-tests';
import { formatMarks } from '../result-format';

function TestCard({
  test,
  kind,
}: {
  test: StudentTest;
  kind: 'available' | 'upcoming' | 'finished';
}) {
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardContent>
        <Typography variant="h6" component="h3" sx={{ fontSize: 17 }}>
          {test.title}
        </Typography>
        {test.courseName && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {test.courseName}
          </Typography>
        )}
        <Typography variant="body2" sx={{ mt: 1 }}>
          {test.questionCount} questions · {test.durationMinutes}{' '}
          {test.durationMinutes === 1 ? 'minute' : 'minutes'} · {formatMarks(test.maxScore)} marks
          (+{test.correctMarks} / {formatMarks(test.wrongMarks)})
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {kind === 'upcoming' ? 'Opens' : 'Open from'} {formatDateTime(test.windowStart)} to{' '}
          {formatDateTime(test.windowEnd)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Attempts: {test.attemptsUsed} of {test.attemptsAllowed}
        </Typography>
      </CardContent>
      <CardActions>
        {kind === 'available' && (
          <Button variant="contained" component={Link} to={`?test=${test.id}`}>
            {test.activeAttemptId ? 'Resume' : 'Start'}
          </Button>
        )}
        {test.lastAttemptId !== null && (
          <Button component={Link} to={`?result=${test.lastAttemptId}`}>
            {test.resultsAvailable ? 'View result' : 'Result pending'}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

const groups = [
  { kind: 'available', title: 'Available', empty: 'No test is open for you right now.' },
  { kind: 'upcoming', title: 'Upcoming', empty: 'No test is scheduled yet.' },
  { kind: 'finished', title: 'Finished', empty: 'You have not finished a test yet.' },
] as const;

/** The Mock Test page's lists: open now, opening later, taken. */
export function StudentTests() {
  const tests = useStudentTests();
  return (
    <QueryView query={tests} loadingLabel="Loading mock tests">
      {(data) => (
        <Box sx={{ display: 'grid', gap: 3 }}>
          {groups.map((group) => (
            <Box component="section" key={group.kind} aria-labelledby={`tests-${group.kind}`}>
              <Typography id={`tests-${group.kind}`} variant="h6" component="h2" sx={{ mb: 1 }}>
                {group.title}
              </Typography>
              {data[group.kind].length === 0 ? (
                <Typography sx={{ color: 'text.secondary' }}>{group.empty}</Typography>
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
                  {data[group.kind].map((test) => (
                    <TestCard key={test.id} test={test} kind={group.kind} />
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
