import { formatDate } from '#shared/format.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  attendanceStatuses,
  countMarks,
  type AttendanceStatus,
  type Register,
} from '#shared/attendance.ts';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { ApiError } from '#client/lib/api.ts';
import { useCourseName } from '#client/lib/course-names.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { translateServerMessage } from '#client/lib/server-messages.ts';
import { putRegister, useRegister, type SheetApi } from '../api/attendance';

type Marks = Record<number, AttendanceStatus>;
type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'waiting'; offline: boolean }
  | { kind: 'refused'; message: string };

/** The unsaved sheet is kept here until the server has it: a reload or a lost network keeps it. */
const draftKey = (api: SheetApi, slotId: number, on: string) =>
  `academy.attendance:${api}:${slotId}:${on}`;

function readDraft(key: string): Marks | undefined {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as Marks) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a failed save is worth trying again (no network, or the server's own trouble). */
const retryable = (err: unknown) =>
  !(err instanceof ApiError) || err.status === 0 || err.status >= 500 || err.status === 429;

type Props = { api: SheetApi; slotId: number; on: string };

/**
 * One class's attendance sheet (issue 21.4), made for a phone: everyone present at first (or as
 * saved); a tap on Absent, Late or Excused changes a student; the counts at the top; one Save.
 * A save that fails for the network or the server keeps the sheet (in localStorage too) and is
 * tried again when the browser is back online and with a growing wait; saving twice replaces.
 */
export function AttendanceSheet({ api, slotId, on }: Props) {
  const { t } = useTranslation('attendance-sheet');
  const register = useRegister(api, slotId, on);
  return (
    <QueryView query={register} loadingLabel={t('sheet.loading')}>
      {(data) => <Sheet api={api} slotId={slotId} on={on} data={data} />}
    </QueryView>
  );
}

function Sheet({ api, slotId, on, data }: Props & { data: Register }) {
  const { t, i18n } = useTranslation('attendance-sheet');
  const courseName = useCourseName();
  const queryClient = useQueryClient();
  const key = draftKey(api, slotId, on);
  const [marks, setMarks] = useState<Marks>(() => {
    const saved = Object.fromEntries(data.students.map((s) => [s.enrolmentId, s.status]));
    return { ...saved, ...(data.editable ? readDraft(key) : undefined) };
  });
  const [state, setState] = useState<SaveState>(() =>
    data.editable && readDraft(key) ? { kind: 'waiting', offline: false } : { kind: 'idle' },
  );
  const attempt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const marksRef = useRef(marks);
  marksRef.current = marks;

  const save = useCallback(async () => {
    clearTimeout(timer.current);
    const current = marksRef.current;
    try {
      localStorage.setItem(key, JSON.stringify(current));
    } catch {
      // Private mode: the sheet stays on screen only.
    }
    setState({ kind: 'saving' });
    try {
      const body = {
        marks: data.students.map((s) => ({
          enrolmentId: s.enrolmentId,
          status: current[s.enrolmentId] ?? 'present',
        })),
      };
      const reply = await putRegister(api, slotId, on, body);
      attempt.current = 0;
      // Changed again while saving: the newer sheet is still to be saved.
      if (marksRef.current === current) localStorage.removeItem(key);
      queryClient.setQueryData(queryKeys.attendance.register(api, slotId, on), reply);
      void queryClient.invalidateQueries({
        queryKey: queryKeys.attendance.all,
        refetchType: 'none',
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.attendance.classes(0) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.attendance.classes(7) });
      setState({ kind: 'saved' });
    } catch (err) {
      if (!retryable(err)) {
        localStorage.removeItem(key);
        setState({
          kind: 'refused',
          message: translateServerMessage(err instanceof Error ? err.message : String(err)),
        });
        return;
      }
      attempt.current += 1;
      const wait = Math.min(60_000, 2_000 * 2 ** (attempt.current - 1));
      timer.current = setTimeout(() => void save(), wait);
      setState({ kind: 'waiting', offline: !navigator.onLine });
    }
  }, [api, data.students, key, on, queryClient, slotId]);

  // Back online: try at once. A sheet left unsaved by a reload is tried again too.
  useEffect(() => {
    const online = () => {
      if (readDraft(key)) void save();
    };
    window.addEventListener('online', online);
    if (data.editable && readDraft(key)) void save();
    return () => {
      window.removeEventListener('online', online);
      clearTimeout(timer.current);
    };
    // Once per sheet.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const counts = countMarks(
    data.students.map((s) => ({ status: marks[s.enrolmentId] ?? 'present' })),
  );
  const c = data.class;
  const full = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(new Date(`${c.on}T00:00:00Z`));
  // A browser without date data for the language writes '2026 M11 27, Fri': the product's own
  // date (27-11-2026 in the reader's digits) instead.
  const date =
    i18n.language !== 'en' && !/[^\u0020-\u007e]/.test(full)
      ? formatDate(c.on, i18n.language)
      : full;
  const set = (enrolmentId: number, status: AttendanceStatus) => {
    setMarks((m) => ({ ...m, [enrolmentId]: status }));
    if (state.kind === 'saved' || state.kind === 'refused') setState({ kind: 'idle' });
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <div>
        <h1 className="dash-page__title">{`${courseName(c.course)}: ${c.batch}`}</h1>
        <Typography>
          {date} · <span dir="ltr">{`${c.startsAt}–${c.endsAt}`}</span>
          {c.room ? ` · ${t('room', { room: c.room })}` : ''} · {c.subject}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {data.markedAt
            ? t('sheet.markedBy', { name: data.markedBy ?? '' })
            : t('sheet.notMarked')}
        </Typography>
      </div>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        role="status"
        aria-label={t('sheet.countsLabel')}
      >
        {attendanceStatuses.map((s) => (
          <Chip
            key={s}
            label={t(`counts.${s}`, { count: counts[s] })}
            color={s === 'absent' ? 'error' : s === 'present' ? 'success' : 'default'}
            variant={s === 'present' ? 'outlined' : 'filled'}
          />
        ))}
      </Stack>
      {!data.editable && <Alert severity="info">{t('sheet.dayOver')}</Alert>}
      {data.students.length === 0 ? (
        <Typography>{t('sheet.empty')}</Typography>
      ) : (
        <ul className="attendance-sheet" aria-label={t('sheet.listLabel')}>
          {data.students.map((s) => {
            const status = marks[s.enrolmentId] ?? 'present';
            return (
              <li key={s.enrolmentId} className="attendance-sheet__row">
                <span className="attendance-sheet__name">
                  <strong>{s.name}</strong>{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    {s.studentId}
                  </Typography>
                </span>
                <ToggleButtonGroup
                  exclusive
                  size="small"
                  value={status}
                  disabled={!data.editable}
                  aria-label={t('sheet.markOf', { name: s.name })}
                  onChange={(_e, v: AttendanceStatus | null) => v && set(s.enrolmentId, v)}
                  sx={{ flexWrap: 'wrap' }}
                >
                  {attendanceStatuses.map((v) => (
                    <ToggleButton
                      key={v}
                      value={v}
                      color={v === 'absent' ? 'error' : v === 'present' ? 'success' : 'warning'}
                      sx={{ minWidth: 64, minHeight: 44 }}
                    >
                      {t(`status.${v}`)}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              </li>
            );
          })}
        </ul>
      )}
      <div aria-live="polite">
        {state.kind === 'saved' && <Alert severity="success">{t('sheet.saved')}</Alert>}
        {state.kind === 'waiting' && (
          <Alert severity="warning">
            {state.offline ? t('sheet.offline') : t('sheet.retrying')}
          </Alert>
        )}
        {state.kind === 'refused' && <Alert severity="error">{state.message}</Alert>}
      </div>
      {data.editable && data.students.length > 0 && (
        <Button
          variant="contained"
          size="large"
          onClick={() => void save()}
          disabled={state.kind === 'saving'}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          {state.kind === 'saving' ? t('sheet.saving') : t('sheet.save')}
        </Button>
      )}
    </Stack>
  );
}
