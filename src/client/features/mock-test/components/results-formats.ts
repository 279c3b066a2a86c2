import { formatDateTime, formatNumber } from '#shared/format.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { formatDuration } from '../result-format';

// A grid item is otherwise as wide as its table, widening the page: the table scrolls instead.
export const tableFrame = { minWidth: 0 } as const;

/** The reader's number formats and duration units. */
export function useFormats() {
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
