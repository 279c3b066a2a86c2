import { memo, startTransition, useEffect, useId, useMemo, useState, type MouseEvent } from 'react';
import type { WeekClass } from '#shared/timetable.ts';
import type { WeekReply } from '#shared/timetable-views.ts';
import { useCourseName } from '#client/lib/course-names.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { weekDates, type WeekDates } from './week-dates';
import './week-view.css';

type WeekViewProps = {
  week: WeekReply;
  /** Each class gets a ⋮ button opening the page's menu for it (the admin's Cancel/Restore). */
  onClassMenu?: (c: WeekClass, anchor: HTMLElement) => void;
  /** Said when the week has no class at all. */
  emptyLabel: string;
};

/**
 * One week of classes (issue 21.3): the seven days as columns on a wide screen and as a list of
 * days on a phone; each class's time, course: batch, subject, teacher and room; a cancelled class
 * struck through with its reason, a holiday marked on its day. Plain markup, no component per
 * class. A week of 500 batches is about 3,000 classes: the first of each day are drawn at once
 * (all a screen shows), the rest straight after in a transition that a click or a key can
 * interrupt, so the week appears as soon as its data does.
 */
export const WeekView = memo(function WeekView({ week, onClassMenu, emptyLabel }: WeekViewProps) {
  const { t, i18n } = useTranslation('timetable');
  const dates = useMemo(
    () =>
      weekDates(i18n.language, {
        weekdays: t('names.weekdays'),
        months: t('names.months'),
      }),
    [i18n.language, t],
  );
  const byDay = useMemo(() => {
    const map = new Map<string, WeekClass[]>(week.days.map((d) => [d, []]));
    for (const c of week.classes) map.get(c.on)?.push(c);
    return map;
  }, [week]);
  const courseName = useCourseName();
  const holidays = useMemo(() => new Map(week.holidays.map((h) => [h.on, h.name])), [week]);
  const [drawn, setDrawn] = useState<WeekReply | null>(null);
  useEffect(() => startTransition(() => setDrawn(week)), [week]);
  const limit = drawn === week ? undefined : firstPart;
  const words: Words = {
    cancelled: t('week.cancelled'),
    holiday: t('week.holiday'),
    noTeacher: t('week.noTeacher'),
    noRoom: t('week.noRoom'),
    teacher: t('week.teacher'),
    room: t('week.room'),
    menu: fillIn(t('week.classMenu', { what: slot })),
    course: courseName,
  };
  return (
    <div className="tt-week">
      {week.classes.length === 0 && <p className="dash-empty">{emptyLabel}</p>}
      <ol className="tt-week__days">
        {week.days.map((day) => (
          <Day
            key={day}
            day={day}
            classes={(byDay.get(day) ?? []).slice(0, limit)}
            holiday={holidays.get(day) ?? null}
            dates={dates}
            words={words}
            noClasses={t('week.noClasses')}
            onClassMenu={onClassMenu}
          />
        ))}
      </ol>
    </div>
  );
});

/** Classes a day draws at once; more than a screen holds, however tall. */
const firstPart = 40;

/** A stand-in for a template's value: the sentence is translated once, not once a class. */
const slot = '\u0000';
const fillIn = (template: string) => (what: string) => template.replace(slot, what);

type Words = {
  cancelled: string;
  holiday: string;
  noTeacher: string;
  noRoom: string;
  teacher: string;
  room: string;
  menu: (what: string) => string;
  course: (english: string, id?: number) => string;
};

type DayProps = {
  day: string;
  classes: WeekClass[];
  holiday: string | null;
  dates: WeekDates;
  words: Words;
  noClasses: string;
  onClassMenu?: (c: WeekClass, anchor: HTMLElement) => void;
};

function Day({ day, classes, holiday, dates, words, noClasses, onClassMenu }: DayProps) {
  const headingId = useId();
  const weekday = dates.weekday(day);
  const open = (c: WeekClass) => (e: MouseEvent<HTMLButtonElement>) =>
    onClassMenu?.(c, e.currentTarget);
  return (
    <li
      className={`tt-day${holiday === null ? '' : ' tt-day--holiday'}`}
      aria-labelledby={headingId}
    >
      <h2 className="tt-day__name" id={headingId}>
        {weekday} <span className="tt-day__date">{dates.dayMonth(day)}</span>
      </h2>
      {holiday !== null && (
        <p className="tt-day__holiday">
          {words.holiday}: {holiday}
        </p>
      )}
      {classes.length === 0 ? (
        <p className="tt-day__none">{noClasses}</p>
      ) : (
        <ul className="tt-day__classes">
          {classes.map((c) => {
            const start = dates.clock(c.startsAt);
            const batch = `${words.course(c.course, c.courseId)}: ${c.batch}`;
            const off = c.cancelled !== null || c.holiday !== null;
            return (
              <li key={c.slotId} className={`tt-class${off ? ' tt-class--off' : ''}`}>
                <div className="tt-class__body">
                  <p className="tt-class__time">
                    {start}–{dates.clock(c.endsAt)}
                  </p>
                  <p className="tt-class__batch">{batch}</p>
                  <p>{c.subject}</p>
                  <p className="tt-class__who">
                    <span className="tt-sr">{words.teacher}: </span>
                    {c.teacher ?? words.noTeacher}
                    {' · '}
                    <span className="tt-sr">{words.room}: </span>
                    {c.room || words.noRoom}
                  </p>
                </div>
                {c.cancelled !== null && (
                  <p className="tt-class__why">
                    {words.cancelled}: {c.cancelled}
                  </p>
                )}
                {onClassMenu && (
                  <button
                    type="button"
                    className="tt-class__menu"
                    aria-haspopup="menu"
                    aria-label={words.menu(`${batch}, ${weekday} ${start}`)}
                    onClick={open(c)}
                  >
                    ⋮
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}
