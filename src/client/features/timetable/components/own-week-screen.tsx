import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { useTranslation } from '#client/lib/i18n.ts';
import { useWeek } from '../api/timetable-week';
import { useWeekFrom } from './week-toolbar';
import { WeekToolbar } from './week-toolbar';
import { WeekView } from './week-view';

/** A teacher's or a student's own week (issue 21.3): the week in the address, Print. */
export function OwnWeekScreen({ source }: { source: 'teacher' | 'student' }) {
  const { t } = useTranslation('timetable');
  const from = useWeekFrom();
  const query = useWeek(source, from ? `from=${from}` : '');
  return (
    <QueryView query={query} loadingLabel={t('week.loading')} errorMessage={t('week.loadFailed')}>
      {(week) => (
        <>
          <WeekToolbar from={week.from} to={week.to} />
          <WeekView
            week={week}
            emptyLabel={source === 'teacher' ? t('week.noneTeacher') : t('week.noneStudent')}
          />
        </>
      )}
    </QueryView>
  );
}
