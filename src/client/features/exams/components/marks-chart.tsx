import { ChartFigure } from '#client/components/charts/chart-figure.tsx';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { formatNumber } from '#shared/format.ts';
import type { MarksDistribution } from '#shared/charts.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { useMarksDistribution } from '../api/marks-distribution';

type Band = MarksDistribution['bands'][number];

function MarksFigure({ data }: { data: MarksDistribution }) {
  const { t, i18n } = useTranslation('admin-school');
  const n = (value: number) => formatNumber(value, i18n.language);
  // '0–10%' on the axis; the table also gives the marks the band spans ('0–5 of 50').
  const band = (b: Band) => `${n(b.fromPercent)}–${n(b.toPercent)}%`;
  const marksOf = (b: Band) =>
    t('exams.chart.bandMarks', {
      from: n((b.fromPercent * data.totalMarks) / 100),
      to: n((b.toPercent * data.totalMarks) / 100),
      total: n(data.totalMarks),
    });
  return (
    <ChartFigure
      headingLevel={3}
      title={t('exams.chart.title')}
      summary={t('exams.chart.summary', {
        marked: n(data.marked),
        absent: n(data.absent),
        passed: n(data.passed),
        pass: n(data.passMarks),
        total: n(data.totalMarks),
      })}
      {...(data.marked === 0 ? { empty: t('exams.chart.empty') } : {})}
      chart={{
        kind: 'bar',
        seriesLabel: t('exams.chart.students'),
        points: data.bands.map((b) => ({ label: band(b), value: b.count })),
        format: (v) => n(v),
        pointName: (i) => `${band(data.bands[i]!)} (${marksOf(data.bands[i]!)})`,
      }}
      columns={[
        { header: t('exams.chart.band'), cell: (b) => band(b) },
        { header: t('exams.chart.marks'), cell: (b) => marksOf(b) },
        { header: t('exams.chart.students'), align: 'right', cell: (b) => n(b.count) },
      ]}
      rows={data.bands}
      rowKey={(b) => b.fromPercent}
    />
  );
}

/** An exam's marks by band (issue 21.5): how the class did, under its marks grid. */
export function MarksChart({ examId }: { examId: number }) {
  const { t } = useTranslation('admin-school');
  const query = useMarksDistribution(examId);
  return (
    <QueryView query={query} loadingLabel={t('exams.chart.loading')}>
      {(data) => <MarksFigure data={data} />}
    </QueryView>
  );
}
