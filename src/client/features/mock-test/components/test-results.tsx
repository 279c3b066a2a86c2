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
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { TableScroll } from '#client/components/dashboard/table-scroll.tsx';
import { useTranslation } from '#client/lib/i18n.ts';
import { useAdminAttemptResult, useTestResults } from '../api/admin-tests';
import { formatAccuracy, formatMarks } from '../result-format';
import { AttemptResultView } from './attempt-result';
import { QuestionStats } from './question-stats';
import { tableFrame, useFormats } from './results-formats';

/** Hidden from sight, read by screen readers: a name for the column of row buttons. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function AttemptDialog({ attemptId, onClose }: { attemptId: number; onClose: () => void }) {
  const { t } = useTranslation('admin-tests');
  const result = useAdminAttemptResult(attemptId);
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      slotProps={{ paper: { 'aria-label': t('results.attemptDialog') } }}
    >
      <DialogContent>
        <QueryView query={result} loadingLabel={t('loading.attempt')}>
          {(data) => <AttemptResultView result={data} />}
        </QueryView>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('results.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** A test's results: every submitted attempt ranked, CSV export, tab switches, attempts in progress. */
export function TestResults({ testId }: { testId: number }) {
  const { t, count, duration, dateTime, percentile } = useFormats();
  const results = useTestResults(testId);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <QueryView query={results} loadingLabel={t('loading.results')}>
        {(data) => (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
                {t('results.summary', {
                  title: data.test.title,
                  submitted: count(data.rows.length),
                  inProgress: count(data.inProgress.length),
                })}
              </Typography>
              <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                href={`/api/admin/mock-tests/${testId}/results.csv`}
                download
              >
                {t('results.exportCsv')}
              </Button>
            </Box>
            <Paper variant="outlined" sx={tableFrame}>
              <TableScroll label={t('results.table')} stickyActions>
                <Table size="small" aria-label={t('results.table')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('results.rank')}</TableCell>
                      <TableCell>{t('results.student')}</TableCell>
                      <TableCell align="right">{t('results.attempt')}</TableCell>
                      <TableCell align="right">{t('results.score')}</TableCell>
                      <TableCell align="right">{t('results.correct')}</TableCell>
                      <TableCell align="right">{t('results.wrong')}</TableCell>
                      <TableCell align="right">{t('results.unattempted')}</TableCell>
                      <TableCell align="right">{t('results.accuracy')}</TableCell>
                      <TableCell align="right">{t('results.percentile')}</TableCell>
                      <TableCell>{t('results.timeTaken')}</TableCell>
                      <TableCell>{t('results.submitted')}</TableCell>
                      <TableCell align="right">{t('results.tabSwitches')}</TableCell>
                      <TableCell>
                        <Box component="span" sx={visuallyHidden}>
                          {t('results.actions')}
                        </Box>
                      </TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.rows.length === 0 && (
                      <TableRow>
                        <TableCell colSpan={13}>{t('results.none')}</TableCell>
                      </TableRow>
                    )}
                    {data.rows.map((r) => (
                      <TableRow key={r.attemptId}>
                        <TableCell>{count(r.rank)}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {r.studentName} ({r.studentId})
                        </TableCell>
                        <TableCell align="right">{count(r.attemptNumber)}</TableCell>
                        <TableCell align="right">{formatMarks(r.score)}</TableCell>
                        <TableCell align="right">{count(r.correct)}</TableCell>
                        <TableCell align="right">{count(r.wrong)}</TableCell>
                        <TableCell align="right">{count(r.unattempted)}</TableCell>
                        <TableCell align="right">{formatAccuracy(r.accuracy)}</TableCell>
                        <TableCell align="right">{percentile(r.percentile)}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {duration(r.timeTakenSeconds)}
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {dateTime(r.submittedAt)}
                          {r.submittedBy === 'server' ? ` ${t('results.timeUp')}` : ''}
                        </TableCell>
                        <TableCell align="right">{count(r.tabSwitches)}</TableCell>
                        <TableCell>
                          <Button size="small" onClick={() => setOpen(r.attemptId)}>
                            {t('results.review')}
                          </Button>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableScroll>
            </Paper>
            {data.inProgress.length > 0 && (
              <>
                <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
                  {t('results.inProgress')}
                </Typography>
                <Paper variant="outlined" sx={tableFrame}>
                  <TableScroll label={t('results.inProgressTable')}>
                    <Table size="small" aria-label={t('results.inProgressTable')}>
                      <TableHead>
                        <TableRow>
                          <TableCell>{t('results.student')}</TableCell>
                          <TableCell>{t('results.started')}</TableCell>
                          <TableCell>{t('results.ends')}</TableCell>
                          <TableCell align="right">{t('results.tabSwitches')}</TableCell>
                        </TableRow>
                      </TableHead>
                      <TableBody>
                        {data.inProgress.map((a) => (
                          <TableRow key={a.attemptId}>
                            <TableCell>
                              {a.studentName} ({a.studentId})
                            </TableCell>
                            <TableCell>{dateTime(a.startedAt)}</TableCell>
                            <TableCell>{dateTime(a.deadline)}</TableCell>
                            <TableCell align="right">{count(a.tabSwitches)}</TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  </TableScroll>
                </Paper>
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
