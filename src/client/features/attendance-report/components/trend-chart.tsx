import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatDate } from '#shared/format.ts';
import { useTranslation } from '#client/lib/i18n.ts';

type Point = { label: string; percent: number | null };

/**
 * A small line chart of percentages with its table beside it for screen readers and for anyone
 * who prefers figures (the chart itself is hidden from assistive technology).
 */
export function PercentChart({
  id,
  title,
  column,
  points,
}: {
  id: string;
  title: string;
  column: string;
  points: Point[];
}) {
  const { t } = useTranslation('admin-school');
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ mt: 3 }}>
      <Typography id={`${id}-title`} component="h2" variant="h6">
        {title}
      </Typography>
      {/* Inert: the drawing is out of the Tab order and hidden from screen readers; the table
          below carries its numbers. */}
      <Box aria-hidden inert sx={{ width: '100%', maxWidth: 720 }}>
        <LineChart
          height={220}
          xAxis={[{ scaleType: 'point', data: points.map((p) => p.label) }]}
          yAxis={[{ min: 0, max: 100 }]}
          series={[{ data: points.map((p) => p.percent), connectNulls: true, label: '%' }]}
          hideLegend
        />
      </Box>
      <details>
        <summary>{t('attReport.asTable')}</summary>
        <table className="att-figures">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{column}</th>
              <th scope="col">{t('attReport.percentage')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.label}>
                <th scope="row">{p.label}</th>
                <td>{p.percent === null ? t('attReport.noneCounted') : `${p.percent}%`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Box>
  );
}

/** The batch's percentage by week (Monday). */
export function TrendChart({ trend }: { trend: { week: string; percent: number | null }[] }) {
  const { t, i18n } = useTranslation('admin-school');
  return (
    <PercentChart
      id="att-trend"
      title={t('attReport.trend')}
      column={t('attReport.weekOf')}
      points={trend.map((w) => ({ label: formatDate(w.week, i18n.language), percent: w.percent }))}
    />
  );
}
