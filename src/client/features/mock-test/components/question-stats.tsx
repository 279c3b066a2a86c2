import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { DataTable, type Column } from '#client/components/dashboard/data-table.tsx';
import type { QuestionStatsReply } from '#shared/mock-results.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { useQuestionStats } from '../api/admin-tests';
import { tableFrame, useFormats } from './results-formats';

type Row = QuestionStatsReply['questions'][number];

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
          <DataTable
            label={t('stats.heading')}
            regionLabel={t('stats.table')}
            frameSx={tableFrame}
            columns={[
              { header: t('stats.number'), cell: (q) => q.number },
              {
                header: t('stats.question'),
                sx: { maxWidth: 300 },
                cell: (q) => (
                  <Typography variant="body2" noWrap>
                    {q.dropped ? `${t('stats.dropped')} ` : ''}
                    {q.text}
                  </Typography>
                ),
              },
              {
                header: t('stats.key'),
                cell: (q) => (q.type === 'mcq' ? q.correctOption : t('types.numerical')),
              },
              ...(['A', 'B', 'C', 'D'] as const).map((k): Column<Row> => ({
                header: k,
                align: 'right',
                cell: (q) => (q.type === 'mcq' ? count(q.optionCounts[k]) : '–'),
              })),
              { header: t('stats.correct'), align: 'right', cell: (q) => count(q.correct) },
              { header: t('stats.wrong'), align: 'right', cell: (q) => count(q.wrong) },
              { header: t('stats.left'), align: 'right', cell: (q) => count(q.left) },
              {
                header: t('stats.averageTime'),
                align: 'right',
                cell: (q) => duration(q.averageTimeSeconds),
              },
            ]}
            rows={data.questions}
            rowKey={(q) => q.questionId}
          />
        )}
      </QueryView>
    </Box>
  );
}
