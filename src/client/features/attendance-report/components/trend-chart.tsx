import { ChartFigure } from '#client/components/charts/chart-figure.tsx';
import { formatDate } from '#shared/format.ts';
import { useTranslation } from '#client/lib/i18n.ts';

type Point = { label: string; percent: number | null };

/**
 * Percentages over time as a line (a gap where nothing was counted), with the same figures as a
 * table for screen readers and for anyone who prefers numbers: the charts' figure (decision 066).
 */
export function PercentChart({
  title,
  column,
  points,
}: {
  title: string;
  column: string;
  points: Point[];
}) {
  const { t } = useTranslation('admin-school');
  const percent = (p: Point) => (p.percent === null ? t('attReport.noneCounted') : `${p.percent}%`);
  return (
    <ChartFigure
      title={title}
      chart={{
        kind: 'line',
        seriesLabel: t('attReport.percentage'),
        points: points.map((p) => ({ label: p.label, value: p.percent })),
        format: (v) => `${v}%`,
        min: 0,
        max: 100,
      }}
      empty={points.every((p) => p.percent === null) ? t('attReport.noneCounted') : undefined}
      columns={[
        { header: column, cell: (p) => p.label },
        { header: t('attReport.percentage'), align: 'right', cell: percent },
      ]}
      rows={points}
      rowKey={(p) => p.label}
    />
  );
}

/** The batch's percentage by week (Monday). */
export function TrendChart({ trend }: { trend: { week: string; percent: number | null }[] }) {
  const { t, i18n } = useTranslation('admin-school');
  return (
    <PercentChart
      title={t('attReport.trend')}
      column={t('attReport.weekOf')}
      points={trend.map((w) => ({ label: formatDate(w.week, i18n.language), percent: w.percent }))}
    />
  );
}
