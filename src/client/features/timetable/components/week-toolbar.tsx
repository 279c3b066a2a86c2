import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isCalendarDate } from '#shared/strict-date.ts';
import { addDays, mondayOf } from '#shared/timetable.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { weekDates } from './week-dates';

/** The Monday of the week in the address (`?from=`), or null for this week. */
export function useWeekFrom(): string | null {
  const [params] = useSearchParams();
  const from = params.get('from');
  return from && isCalendarDate(from) ? mondayOf(from) : null;
}

/** The address with `from` set to another week (or removed for this week), the rest kept. */
function withWeek(params: URLSearchParams, from: string | null): string {
  const next = new URLSearchParams(params);
  if (from === null) next.delete('from');
  else next.set('from', from);
  const text = next.toString();
  return text ? `?${text}` : '?';
}

/**
 * The week shown ('2 – 8 March 2026'), previous / this / next week (links: the week is in the
 * address, so Back and a shared link keep it) and Print. Not printed itself.
 */
export function WeekToolbar({ from, to }: { from: string; to: string }) {
  const { t, i18n } = useTranslation('timetable');
  const [params] = useSearchParams();
  const dates = useMemo(
    () =>
      weekDates(i18n.language, {
        weekdays: t('names.weekdays'),
        months: t('names.months'),
      }),
    [i18n.language, t],
  );
  return (
    <div className="tt-toolbar">
      <p className="tt-toolbar__week" aria-live="polite">
        {dates.week(from, to)}
      </p>
      <nav className="tt-toolbar__group tt-no-print" aria-label={t('week.navLabel')}>
        <Button
          component={Link}
          to={withWeek(params, addDays(from, -7))}
          variant="outlined"
          size="small"
        >
          {t('week.previous')}
        </Button>
        <Button component={Link} to={withWeek(params, null)} variant="outlined" size="small">
          {t('week.thisWeek')}
        </Button>
        <Button
          component={Link}
          to={withWeek(params, addDays(from, 7))}
          variant="outlined"
          size="small"
        >
          {t('week.next')}
        </Button>
      </nav>
      <Button
        className="tt-no-print"
        variant="contained"
        size="small"
        startIcon={<PrintIcon />}
        onClick={() => window.print()}
      >
        {t('week.print')}
      </Button>
    </div>
  );
}
