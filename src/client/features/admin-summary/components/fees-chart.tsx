import { ChartFigure } from '#client/components/charts/chart-figure.tsx';
import { useMonthNames } from '#client/components/charts/month-names.ts';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { formatNumber } from '#shared/format.ts';
import { formatRupees } from '#shared/money.ts';
import type { FeesByMonth } from '#shared/charts.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { useFeesByMonth } from '../api/get-fees-by-month';

type Month = FeesByMonth['months'][number];

function FeesFigure({ data }: { data: FeesByMonth }) {
  const { t, i18n } = useTranslation('admin');
  const monthName = useMonthNames();
  const lang = i18n.language;
  const monthOf = (m: Month) => monthName(Number(m.month.slice(5, 7)));
  const rupees = (paise: number) => formatRupees(paise, lang, { wholeRupees: true });
  // Axis ticks short (₹1.5L, ₹1.5 लाख); the tooltip and the table exact.
  const tick = (value: number) =>
    `₹${formatNumber(value, lang, { notation: 'compact', maximumFractionDigits: 1 })}`;
  return (
    <ChartFigure
      title={t('summary.fees.title', { year: data.label })}
      summary={t('summary.fees.summary', { total: rupees(data.totalPaise), year: data.label })}
      chart={{
        kind: 'bar',
        seriesLabel: t('summary.fees.collected'),
        points: data.months.map((m) => ({ label: monthOf(m), value: m.paise / 100 })),
        format: tick,
        tooltip: (value) => rupees(Math.round(value * 100)),
      }}
      columns={[
        { header: t('summary.fees.month'), cell: (m) => `${monthOf(m)} ${m.month.slice(0, 4)}` },
        { header: t('summary.fees.collected'), align: 'right', cell: (m) => rupees(m.paise) },
      ]}
      rows={data.months}
      rowKey={(m) => m.month}
    />
  );
}

/** The Overview's fee collection this financial year by month (issue 21.5). */
export function FeesChart() {
  const { t } = useTranslation('admin');
  const query = useFeesByMonth();
  return (
    <QueryView query={query} loadingLabel={t('summary.fees.loading')}>
      {(data) => <FeesFigure data={data} />}
    </QueryView>
  );
}
