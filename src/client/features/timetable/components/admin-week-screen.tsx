import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { WeekClass } from '#shared/timetable.ts';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { useBatches } from '#client/lib/batch-list.ts';
import { useCourseName } from '#client/lib/course-names.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { useTeacherList } from '#client/lib/teacher-list.ts';
import { useWeek } from '../api/timetable-week';
import { ClassDialog } from './class-dialog';
import { weekDates } from './week-dates';
import { useWeekFrom, WeekToolbar } from './week-toolbar';
import { WeekView } from './week-view';

// The pages of the slots and the holidays, and a class's attendance (built beside this one).
export const timetableLinks = {
  slots: '/Sidebar/Timetable/Slots',
  holidays: '/Sidebar/Timetable/Holidays',
  attendance: (c: Pick<WeekClass, 'slotId' | 'on'>) => `/Sidebar/Attendance/${c.slotId}/${c.on}`,
};

type Filter = 'batchId' | 'teacherId' | 'room';
const filters: Filter[] = ['batchId', 'teacherId', 'room'];

/**
 * The admin's timetable (issue 21.3): the academy's week, or one batch's, teacher's or room's
 * (one filter at a time, kept in the address with the week); each class's menu cancels or
 * restores it and opens its attendance.
 */
export function AdminWeekScreen() {
  const { t, i18n } = useTranslation('timetable');
  const [params, setParams] = useSearchParams();
  const from = useWeekFrom();
  const chosen = Object.fromEntries(filters.map((f) => [f, params.get(f) ?? ''])) as Record<
    Filter,
    string
  >;
  const query = new URLSearchParams();
  if (from) query.set('from', from);
  const active = filters.find((f) => chosen[f] !== '');
  if (active) query.set(active, chosen[active]);
  const week = useWeek('admin', query.toString());
  const batches = useBatches(null);
  const teachers = useTeacherList();
  const courseName = useCourseName();
  const [room, setRoom] = useState(chosen.room);

  const choose = (filter: Filter, value: string) => {
    const next = new URLSearchParams(params);
    for (const f of filters) next.delete(f);
    if (value.trim() !== '') next.set(filter, value.trim());
    if (filter !== 'room') setRoom('');
    setParams(next);
  };

  const [menu, setMenu] = useState<{ c: WeekClass; anchor: HTMLElement } | null>(null);
  const [dialog, setDialog] = useState<{ c: WeekClass; mode: 'cancel' | 'restore' } | null>(null);
  const onClassMenu = useCallback(
    (c: WeekClass, anchor: HTMLElement) => setMenu({ c, anchor }),
    [],
  );
  const dates = useMemo(
    () =>
      weekDates(i18n.language, {
        weekdays: t('names.weekdays'),
        months: t('names.months'),
      }),
    [i18n.language, t],
  );
  const what = (c: WeekClass) =>
    `${courseName(c.course, c.courseId)}: ${c.batch}, ${c.subject}, ${dates.weekday(c.on)} ${dates.dayMonth(c.on)} ${dates.clock(c.startsAt)}`;

  return (
    <>
      <div className="tt-filters tt-no-print">
        <TextField
          select
          size="small"
          label={t('filters.batch')}
          value={chosen.batchId}
          onChange={(e) => choose('batchId', e.target.value)}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{t('filters.allBatches')}</MenuItem>
          {(batches.data?.batches ?? []).map((b) => (
            <MenuItem key={b.id} value={String(b.id)}>
              {courseName(b.course, b.courseId)}: {b.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('filters.teacher')}
          value={chosen.teacherId}
          onChange={(e) => choose('teacherId', e.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('filters.allTeachers')}</MenuItem>
          {(teachers.data ?? []).map((tr) => (
            <MenuItem key={tr.id} value={String(tr.id)}>
              {`${tr.first_name} ${tr.last_name}`.trim()}
            </MenuItem>
          ))}
        </TextField>
        <form
          role="search"
          aria-label={t('filters.room')}
          onSubmit={(e) => {
            e.preventDefault();
            choose('room', room);
          }}
          style={{ display: 'flex', gap: 8 }}
        >
          <TextField
            size="small"
            label={t('filters.room')}
            value={room}
            onChange={(e) => setRoom(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 40 } }}
          />
          <Button type="submit" variant="outlined" size="small">
            {t('filters.show')}
          </Button>
        </form>
        <Button component={Link} to={timetableLinks.slots} size="small">
          {t('links.slots')}
        </Button>
        <Button component={Link} to={timetableLinks.holidays} size="small">
          {t('links.holidays')}
        </Button>
      </div>
      <QueryView query={week} loadingLabel={t('week.loading')} errorMessage={t('week.loadFailed')}>
        {(w) => (
          <>
            <WeekToolbar from={w.from} to={w.to} />
            <WeekView week={w} onClassMenu={onClassMenu} emptyLabel={t('week.noneAdmin')} />
          </>
        )}
      </QueryView>
      <Menu anchorEl={menu?.anchor ?? null} open={menu !== null} onClose={() => setMenu(null)}>
        {menu && menu.c.holiday === null && (
          <MenuItem
            onClick={() => {
              setDialog({ c: menu.c, mode: menu.c.cancelled === null ? 'cancel' : 'restore' });
              setMenu(null);
            }}
          >
            {menu.c.cancelled === null ? t('menu.cancel') : t('menu.restore')}
          </MenuItem>
        )}
        {menu && (
          <MenuItem component={Link} to={timetableLinks.attendance(menu.c)}>
            {t('menu.attendance')}
          </MenuItem>
        )}
      </Menu>
      {dialog && (
        <ClassDialog
          c={dialog.c}
          mode={dialog.mode}
          what={what(dialog.c)}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
