import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDateTime } from '../../../../shared/format';
import { QueryView } from '../../../components/dashboard/query-view';
import { useAdminAttemptResult, useQuestionStats, useTestResults } from '../api/admin-tests';
import { formatAccuracy, formatDuration, formatMarks } from '../result-format';
import { AttemptResultView } from './attempt-result';

function AttemptDialog({ attemptId, onClose }: { attemptId: number; onClose: () => void }) {
  const result = useAdminAttemptResult(attemptId);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg">
      <DialogContent>
        <QueryView query={result} loadingLabel="Loading the attempt">
          {(data) => <AttemptResultView result={data} />}
        </QueryView>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function QuestionStats({ testId }: { testId: number }) {
  const stats = useQuestionStats(testId);
  return (
    <Box component="section" aria-labelledby="stats-heading" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="stats-heading" variant="h6" component="h2">
        Per-question statistics
      </Typography>
      <QueryView query={stats} loadingLabel="Loading statistics">
        {(data) => (
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label="Per-question statistics">
              <TableHead>
                <TableRow>
                  <TableCell>No.</TableCell>
                  <TableCell>Question</TableCell>
                  <TableCell>Key</TableCell>
                  <TableCell align="right">A</TableCell>
                  <TableCell align="right">B</TableCell>
                  <TableCell align="right">C</TableCell>
                  <TableCell align="right">D</TableCell>
                  <TableCell align="right">Correct</TableCell>
                  <TableCell align="right">Wrong</TableCell>
                  <TableCell align="right">Left</TableCell>
                  <TableCell align="right">Average time</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.questions.map((q) => (
                  <TableRow key={q.questionId}>
                    <TableCell>{q.number}</TableCell>
                    <TableCell sx={{ maxWidth: 300 }}>
                      <Typography variant="body2" noWrap>
                        {q.dropped ? '(dropped) ' : ''}
                        {q.text}
                      </Typography>
                    </TableCell>
                    <TableCell>{q.type === 'mcq' ? q.correctOption : 'Numerical'}</TableCell>
                    {(['A', 'B', 'C', 'D'] as const).map((k) => (
                      <TableCell key={k} align="right">
                        {q.type === 'mcq' ? q.optionCounts[k] : '–'}
                      </TableCell>
                    ))}
                    <TableCell align="right">{q.correct}</TableCell>
                    <TableCell align="right">{q.wrong}</TableCell>
                    <TableCell align="right">{q.left}</TableCell>
                    <TableCell align="right">{formatDuration(q.averageTimeSeconds)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryView>
    </Box>
  );
}

/** A test's results: every submitted attempt ranked, CSV export, tab switches, attempts in progress. */
export function TestResults({ testId }: { testId: number }) {
  const results = useTestResults(testId);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <QueryView query={results} loadingLabel="Loading results">
        {(data) => (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
                {data.test.title}: {data.rows.length} submitted, {data.inProgress.length} in
                progress
              </Typography>
              <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                href={`/api/admin/mock-tests/${testId}/results.csv`}
                download
              >
                Export CSV
              </Button>
            </Box>
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label="Results">
                <TableHead>
                  <TableRow>
                    <TableCell>Rank</TableCell>
                    <TableCell>Student</TableCell>
                    <TableCell align="right">Attempt</TableCell>
                    <TableCell align="right">Score</TableCell>
                    <TableCell align="right">Correct</TableCell>
                    <TableCell align="right">Wrong</TableCell>
                    <TableCell align="right">Unattempted</TableCell>
                    <TableCell align="right">Accuracy</TableCell>
                    <TableCell align="right">Percentile</TableCell>
                    <TableCell>Time taken</TableCell>
                    <TableCell>Submitted</TableCell>
                    <TableCell align="right">Tab switches</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.rows.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={13}>No attempt has been submitted yet.</TableCell>
                    </TableRow>
                  )}
                  {data.rows.map((r) => (
                    <TableRow key={r.attemptId}>
                      <TableCell>{r.rank}</TableCell>
                      <TableCell>
                        {r.studentName} ({r.studentId})
                      </TableCell>
                      <TableCell align="right">{r.attemptNumber}</TableCell>
                      <TableCell align="right">{formatMarks(r.score)}</TableCell>
                      <TableCell align="right">{r.correct}</TableCell>
                      <TableCell align="right">{r.wrong}</TableCell>
                      <TableCell align="right">{r.unattempted}</TableCell>
                      <TableCell align="right">{formatAccuracy(r.accuracy)}</TableCell>
                      <TableCell align="right">{r.percentile}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatDuration(r.timeTakenSeconds)}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(r.submittedAt)}
                        {r.submittedBy === 'server' ? ' (time up)' : ''}
                      </TableCell>
                      <TableCell align="right">{r.tabSwitches}</TableCell>
                      <TableCell>
                        <Button size="small" onClick={() => setOpen(r.attemptId)}>
                          Review
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            {data.inProgress.length > 0 && (
              <>
                <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
                  In progress
                </Typography>
                <TableContainer component={Paper} variant="outlined">
                  <Table size="small" aria-label="Attempts in progress">
                    <TableHead>
                      <TableRow>
                        <TableCell>Student</TableCell>
                        <TableCell>Started</TableCell>
                        <TableCell>Ends</TableCell>
                        <TableCell align="right">Tab switches</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {data.inProgress.map((a) => (
                        <TableRow key={a.attemptId}>
                          <TableCell>
                            {a.studentName} ({a.studentId})
                          </TableCell>
                          <TableCell>{formatDateTime(a.startedAt)}</TableCell>
                          <TableCell>{formatDateTime(a.deadline)}</TableCell>
                          <TableCell align="right">{a.tabSwitches}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              </>
            )}
          </Box>
        )}
      </QueryView>
      <QuestionStats testId={testId} />
      {open !== null && <AttemptDialog attemptId={open} onClose={() => setOpen(null)} />}
    </Box>
  );
}
