import { useTranslation } from '#client/lib/i18n.ts';

/**
 * Short month names (1–12) in the reader's language, for a chart's axis and its table. Literal
 * keys, so the locales check sees every one.
 */
export function useMonthNames(): (month: number) => string {
  const { t } = useTranslation('admin');
  const names = [
    t('chart.months.jan'),
    t('chart.months.feb'),
    t('chart.months.mar'),
    t('chart.months.apr'),
    t('chart.months.may'),
    t('chart.months.jun'),
    t('chart.months.jul'),
    t('chart.months.aug'),
    t('chart.months.sep'),
    t('chart.months.oct'),
    t('chart.months.nov'),
    t('chart.months.dec'),
  ];
  return (month) => names[month - 1] ?? String(month);
}
