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
import { formatDateTime, formatNumber } from '#shared/format.ts';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { TableScroll } from '#client/components/dashboard/table-scroll.tsx';
import { useTranslation } from '#client/lib/i18n.ts';
import { useAdminAttemptResult, useQuestionStats, useTestResults } from '../api/admin-tests';
import { formatAccuracy, formatDuration, formatMarks } from '../result-format';
import { AttemptResultView } from './attempt-result';

// A grid item is otherwise as wide as its table, widening the page: the table scrolls instead.
const tableFrame = { minWidth: 0 } as const;

/** Hidden from sight, read by screen readers: a name for the column of row buttons. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The reader's number formats and duration units. */
function useFormats() {
  const { t, i18n } = useTranslation('admin-tests');
  const lang = i18n.language;
  const units = { h: t('units.h'), min: t('units.min'), s: t('units.s') };
  return {
    t,
    count: (n: number) => formatNumber(n, lang),
    duration: (seconds: number) => formatDuration(seconds, units),
    dateTime: (iso: string) => formatDateTime(iso, lang),
    // The server's percentile ('99.1234567') with its own number of decimals.
    percentile: (p: string) => {
      const decimals = p.split('.')[1]?.length ?? 0;
      const n = Number(p);
      if (!Number.isFinite(n)) return p;
      return formatNumber(n, lang, {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
    },
  };
}

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

function QuestionStats({ testId }: { testId: number }) {
  const { t, count, duration } = useFormats();
  const stats = useQuestionStats(testId);
  return (
    <Box component="section" aria-labelledby="stats-heading" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="stats-heading" variant="h6" component="h2">
        {t('stats.heading')}
      </Typography>
      <QueryView query={stats} loadingLabel={t('loading.stats')}>
        {(data) => (
          <Paper variant="outlined" sx={tableFrame}>
            <TableScroll label={t('stats.table')}>
              <Table size="small" aria-label={t('stats.heading')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('stats.number')}</TableCell>
                    <TableCell>{t('stats.question')}</TableCell>
                    <TableCell>{t('stats.key')}</TableCell>
                    <TableCell align="right">A</TableCell>
                    <TableCell align="right">B</TableCell>
                    <TableCell align="right">C</TableCell>
                    <TableCell align="right">D</TableCell>
                    <TableCell align="right">{t('stats.correct')}</TableCell>
                    <TableCell align="right">{t('stats.wrong')}</TableCell>
                    <TableCell align="right">{t('stats.left')}</TableCell>
                    <TableCell align="right">{t('stats.averageTime')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.questions.map((q) => (
                    <TableRow key={q.questionId}>
                      <TableCell>{q.number}</TableCell>
                      <TableCell sx={{ maxWidth: 300 }}>
                        <Typography variant="body2" noWrap>
                          {q.dropped ? `${t('stats.dropped')} ` : ''}
                          {q.text}
                        </Typography>
                      </TableCell>
                      <TableCell>
                        {q.type === 'mcq' ? q.correctOption : t('types.numerical')}
                      </TableCell>
                      {(['A', 'B', 'C', 'D'] as const).map((k) => (
                        <TableCell key={k} align="right">
                          {q.type === 'mcq' ? count(q.optionCounts[k]) : '–'}
                        </TableCell>
                      ))}
                      <TableCell align="right">{count(q.correct)}</TableCell>
                      <TableCell align="right">{count(q.wrong)}</TableCell>
                      <TableCell align="right">{count(q.left)}</TableCell>
                      <TableCell align="right">{duration(q.averageTimeSeconds)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableScroll>
          </Paper>
        )}
      </QueryView>
    </Box>
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
