import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ResultRow, TestResultsReply } from '#shared/mock-results.ts';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { DataTable, type Column } from '#client/components/dashboard/data-table.tsx';
import { useTranslation } from '#client/lib/i18n.ts';
import { useAdminAttemptResult, useTestResults } from '../api/admin-tests';
import { formatAccuracy, formatMarks } from '../result-format';
import { AttemptResultView } from './attempt-result';
import { QuestionStats } from './question-stats';
import { tableFrame, useFormats } from './results-formats';

type InProgress = TestResultsReply['inProgress'][number];

const oneLine = { whiteSpace: 'nowrap' } as const;

/** A right-aligned column of numbers. */
function right<T>(header: string, cell: (row: T) => string): Column<T> {
  return { header, align: 'right', cell };
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
            <DataTable<ResultRow>
              label={t('results.table')}
              frameSx={tableFrame}
              columns={[
                { header: t('results.rank'), cell: (r) => count(r.rank) },
                {
                  header: t('results.student'),
                  sx: oneLine,
                  cell: (r) => `${r.studentName} (${r.studentId})`,
                },
                right(t('results.attempt'), (r) => count(r.attemptNumber)),
                right(t('results.score'), (r) => formatMarks(r.score)),
                right(t('results.correct'), (r) => count(r.correct)),
                right(t('results.wrong'), (r) => count(r.wrong)),
                right(t('results.unattempted'), (r) => count(r.unattempted)),
                right(t('results.accuracy'), (r) => formatAccuracy(r.accuracy)),
                right(t('results.percentile'), (r) => percentile(r.percentile)),
                {
                  header: t('results.timeTaken'),
                  sx: oneLine,
                  cell: (r) => duration(r.timeTakenSeconds),
                },
                {
                  header: t('results.submitted'),
                  sx: oneLine,
                  cell: (r) =>
                    `${dateTime(r.submittedAt)}${r.submittedBy === 'server' ? ` ${t('results.timeUp')}` : ''}`,
                },
                right(t('results.tabSwitches'), (r) => count(r.tabSwitches)),
              ]}
              rows={data.rows}
              rowKey={(r) => r.attemptId}
              empty={t('results.none')}
              actions={{
                header: t('results.actions'),
                hideHeader: true,
                who: (r) => r.studentName,
                list: (r) => [{ label: t('results.review'), onClick: () => setOpen(r.attemptId) }],
              }}
            />
            {data.inProgress.length > 0 && (
              <>
                <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
                  {t('results.inProgress')}
                </Typography>
                <DataTable<InProgress>
                  label={t('results.inProgressTable')}
                  frameSx={tableFrame}
                  columns={[
                    {
                      header: t('results.student'),
                      cell: (a) => `${a.studentName} (${a.studentId})`,
                    },
                    { header: t('results.started'), cell: (a) => dateTime(a.startedAt) },
                    { header: t('results.ends'), cell: (a) => dateTime(a.deadline) },
                    right(t('results.tabSwitches'), (a) => count(a.tabSwitches)),
                  ]}
                  rows={data.inProgress}
                  rowKey={(a) => a.attemptId}
                />
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
