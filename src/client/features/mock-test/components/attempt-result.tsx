import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import type { AttemptResult } from '../../../../shared/mock-results';
import { formatDateTime } from '../../../../shared/format';
import { formatAccuracy, formatDuration, formatMarks } from '../result-format';
import { ResultReview } from './result-review';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography sx={{ fontSize: 20, fontWeight: 600 }}>{value}</Typography>
    </Paper>
  );
}

type AttemptResultViewProps = { result: AttemptResult; backTo?: string };

/** Score, rank, percentile, section-wise figures and the review of one submitted attempt. */
export function AttemptResultView({ result, backTo }: AttemptResultViewProps) {
  const { total } = result;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h5" component="h2">
          {result.title}: result
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {result.studentName} · attempt {result.attemptNumber} · submitted{' '}
          {formatDateTime(result.submittedAt)}
          {result.submittedBy === 'server' ? ' by the server when time ran out' : ''}
        </Typography>
      </Box>
      {!result.released || !total ? (
        <Alert severity="info">
          Your answers are saved. The score, rank and review are shown after the test closes, on{' '}
          {formatDateTime(result.resultsAt)}.
        </Alert>
      ) : (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))',
            }}
          >
            <Figure
              label="Score"
              value={`${formatMarks(total.score)} / ${formatMarks(total.maxScore)}`}
            />
            <Figure
              label="Rank"
              value={result.rank !== null ? `${result.rank} of ${result.takers ?? '–'}` : '–'}
            />
            <Figure label="Percentile" value={result.percentile ?? '–'} />
            <Figure label="Correct" value={String(total.correct)} />
            <Figure label="Wrong" value={String(total.wrong)} />
            <Figure label="Unattempted" value={String(total.unattempted)} />
            <Figure label="Negative marks" value={formatMarks(-total.negativeMarks)} />
            <Figure label="Accuracy" value={formatAccuracy(total.accuracy)} />
            <Figure label="Time taken" value={formatDuration(result.timeTakenSeconds)} />
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Marking: +{formatMarks(result.correctMarks)} correct, {formatMarks(result.wrongMarks)}{' '}
            wrong, 0 unattempted. Accuracy is correct ÷ attempted. Percentile: 100 × takers with a
            score at or below yours ÷ all takers.
            {total.dropped > 0
              ? ` ${total.dropped} dropped question(s) give everyone full marks.`
              : ''}
          </Typography>
          {result.sections && result.sections.length > 0 && (
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label="Section-wise result">
                <TableHead>
                  <TableRow>
                    <TableCell>Section</TableCell>
                    <TableCell align="right">Score</TableCell>
                    <TableCell align="right">Correct</TableCell>
                    <TableCell align="right">Wrong</TableCell>
                    <TableCell align="right">Unattempted</TableCell>
                    <TableCell align="right">Negative marks</TableCell>
                    <TableCell align="right">Accuracy</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {result.sections.map((s) => (
                    <TableRow key={s.sectionId}>
                      <TableCell component="th" scope="row">
                        {s.title}
                      </TableCell>
                      <TableCell align="right">
                        {formatMarks(s.score)} / {formatMarks(s.maxScore)}
                      </TableCell>
                      <TableCell align="right">{s.correct}</TableCell>
                      <TableCell align="right">{s.wrong}</TableCell>
                      <TableCell align="right">{s.unattempted}</TableCell>
                      <TableCell align="right">{formatMarks(-s.negativeMarks)}</TableCell>
                      <TableCell align="right">{formatAccuracy(s.accuracy)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          {result.review && <ResultReview review={result.review} />}
        </>
      )}
      {backTo && (
        <Box>
          <Button component={Link} to={backTo}>
            Back to Mock Tests
          </Button>
        </Box>
      )}
    </Box>
  );
}
