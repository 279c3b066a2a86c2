import { ChartFigure } from '#client/components/charts/chart-figure.tsx';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { formatDate, formatNumber } from '#shared/format.ts';
import type { ScoreHistory } from '#shared/charts.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { useScoreHistory } from '../api/score-history';
import { formatMarks } from '../result-format';

function ScoreFigure({ data }: { data: ScoreHistory }) {
  const { t, i18n } = useTranslation('mock');
  const lang = i18n.language;
  const percent = (value: number) => `${formatNumber(value, lang, { maximumFractionDigits: 1 })}%`;
  const scores = data.scores;
  const last = scores.at(-1);
  const best = scores.reduce((m, s) => Math.max(m, s.percent), 0);
  return (
    <ChartFigure
      title={t('scores.title')}
      summary={
        last
          ? t('scores.summary', {
              count: scores.length,
              last: percent(last.percent),
              best: percent(best),
            })
          : undefined
      }
      {...(scores.length === 0 ? { empty: t('scores.empty') } : {})}
      chart={{
        kind: 'line',
        seriesLabel: t('scores.percent'),
        points: scores.map((s) => ({ label: formatDate(s.submittedAt, lang), value: s.percent })),
        format: percent,
        min: Math.min(0, ...scores.map((s) => s.percent)),
        max: 100,
        pointName: (i) => `${scores[i]!.title} · ${formatDate(scores[i]!.submittedAt, lang)}`,
      }}
      columns={[
        { header: t('scores.test'), cell: (s) => s.title },
        { header: t('scores.date'), cell: (s) => formatDate(s.submittedAt, lang) },
        {
          header: t('scores.score'),
          align: 'right',
          cell: (s) =>
            t('scores.outOf', { score: formatMarks(s.score), max: formatMarks(s.maxScore) }),
        },
        { header: t('scores.percent'), align: 'right', cell: (s) => percent(s.percent) },
      ]}
      rows={scores}
      rowKey={(s) => s.attemptId}
    />
  );
}

/** The Mock Test page's scores over time (issue 21.5): each released result, oldest first. */
export function ScoreChart() {
  const { t } = useTranslation('mock');
  const query = useScoreHistory();
  return (
    <QueryView query={query} loadingLabel={t('scores.loading')}>
      {(data) => <ScoreFigure data={data} />}
    </QueryView>
  );
}
