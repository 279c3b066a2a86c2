import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { TableScroll } from '#client/components/dashboard/table-scroll.tsx';
import { useTranslation } from '#client/lib/i18n.ts';
import { useQuestionStats } from '../api/admin-tests';
import { tableFrame, useFormats } from './results-formats';

/** A test's questions: how each option was chosen, right, wrong and left, and the time taken. */
export function QuestionStats({ testId }: { testId: number }) {
  const { t } = useTranslation('admin-tests');
  const { count, duration } = useFormats();
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
