import Chip from '@mui/material/Chip';
import { Link } from 'react-router';
import type { TeacherClass } from '#shared/attendance.ts';
import { isHeld } from '#shared/timetable.ts';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { useCourseName } from '#client/lib/course-names.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { teacherPaths } from '#client/lib/paths.ts';
import { useTeacherClasses } from '../api/attendance';

type Props = {
  /** 0: today only (the Home page); 7: the last 7 days and today (the Attendance page). */
  days: 0 | 7;
};

/** The teacher's classes, newest day first, each opening its sheet, marked or not. */
export function ClassList({ days }: Props) {
  const { t, i18n } = useTranslation('attendance-sheet');
  const courseName = useCourseName();
  const classes = useTeacherClasses(days);
  const dayName = (on: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${on}T00:00:00Z`));
  return (
    <QueryView query={classes} loadingLabel={t('list.loading')} errorMessage={t('list.loadFailed')}>
      {({ classes: list }) => {
        if (list.length === 0) return <p>{days === 0 ? t('list.todayNone') : t('list.none')}</p>;
        const byDay = new Map<string, TeacherClass[]>();
        for (const c of [...list].reverse()) {
          byDay.set(c.on, [...(byDay.get(c.on) ?? []), c]);
        }
        return [...byDay].map(([on, dayClasses]) => (
          <section key={on} className="class-list">
            {days > 0 && <h2 className="class-list__day">{dayName(on)}</h2>}
            <ul className="class-list__items">
              {[...dayClasses].reverse().map((c) => {
                const what = `${courseName(c.course)}: ${c.batch}`;
                return (
                  <li key={`${c.slotId}/${c.on}`} className="class-list__item">
                    <span
                      dir="ltr"
                      className="class-list__time"
                    >{`${c.startsAt}–${c.endsAt}`}</span>
                    {isHeld(c) ? (
                      <Link
                        to={teacherPaths.sheet(c.slotId, c.on)}
                        aria-label={t('list.open', { what })}
                      >
                        {what}
                      </Link>
                    ) : (
                      <s>{what}</s>
                    )}
                    <span className="class-list__room">
                      {c.room ? t('room', { room: c.room }) : ''}
                    </span>
                    {c.cancelled !== null ? (
                      <Chip size="small" label={t('list.cancelled', { reason: c.cancelled })} />
                    ) : c.holiday !== null ? (
                      <Chip size="small" label={t('list.holiday', { name: c.holiday })} />
                    ) : (
                      <Chip
                        size="small"
                        color={c.markedAt ? 'success' : 'warning'}
                        variant={c.markedAt ? 'filled' : 'outlined'}
                        label={c.markedAt ? t('list.marked') : t('list.notMarked')}
                      />
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ));
      }}
    </QueryView>
  );
}
