import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { addMonths, monthOf, monthSpan, type StudentAttendance } from '#shared/attendance-stats.ts';
import { istDate } from '#shared/ist.ts';
import { addDays, weekdayOf } from '#shared/timetable.ts';
import { useCourseName } from '#client/lib/course-names.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { useMyAttendance } from '../api/attendance';
import { Standing } from '#client/components/attendance-standing.tsx';
import { PercentChart } from './trend-chart';

type Status = StudentAttendance['classes'][number]['status'];

const look: Record<Status, { icon: ReactNode; color: string }> = {
  present: { icon: <CheckCircleIcon fontSize="inherit" />, color: 'success.dark' },
  absent: { icon: <CancelIcon fontSize="inherit" />, color: 'error.dark' },
  late: { icon: <ScheduleIcon fontSize="inherit" />, color: 'warning.dark' },
  excused: { icon: <VerifiedUserIcon fontSize="inherit" />, color: 'info.dark' },
  unmarked: { icon: <HelpOutlineIcon fontSize="inherit" />, color: 'text.secondary' },
  cancelled: { icon: <EventBusyIcon fontSize="inherit" />, color: 'text.secondary' },
  holiday: { icon: <EventBusyIcon fontSize="inherit" />, color: 'text.secondary' },
};

/**
 * A month's name ('November 2026') and the weekdays' short names, from the locale file: Chromium
 * builds without Punjabi date data would say 'M11' and 'Mon' on a Punjabi page.
 */
function monthName(month: string, months: string[]) {
  return `${months[Number(month.slice(5, 7)) - 1] ?? month.slice(5, 7)} ${month.slice(0, 4)}`;
}

/** The weeks (Monday first) of a month, each a row of seven days (null outside the month). */
function weeksOf(month: string): (string | null)[][] {
  const { from, to } = monthSpan(month);
  const weeks: (string | null)[][] = [];
  let week: (string | null)[] = Array.from({ length: weekdayOf(from) - 1 }, () => null);
  for (let day = from; day <= to; day = addDays(day, 1)) {
    week.push(day);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0)
    weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}

/** /Sdashboard/Attendance: each course's percentage, a month's calendar, by month. */
export function StudentAttendanceScreen() {
  const { t } = useTranslation('student');
  const courseName = useCourseName();
  const [month, setMonth] = useState(monthOf(istDate(new Date())));
  const q = useMyAttendance(month);
  const data = q.data;
  const weekdayNames = t('attendancePage.weekdays').split('|');
  const months = t('attendancePage.months').split('|');
  const statusWord = (s: Status) => t(`attendancePage.status.${s}`);

  if (q.isError) return <Alert severity="error">{q.error.message}</Alert>;
  if (!data) return <Typography role="status">{t('attendancePage.loading')}</Typography>;
  const byDay = new Map<string, StudentAttendance['classes']>();
  for (const c of data.classes) byDay.set(c.on, [...(byDay.get(c.on) ?? []), c]);
  const several = new Set(data.classes.map((c) => c.courseId)).size > 1;

  return (
    <>
      <Box component="section" aria-labelledby="att-courses-title">
        <Typography id="att-courses-title" component="h2" variant="h6">
          {t('attendancePage.courses')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('attendancePage.rule', { threshold: data.threshold })}
        </Typography>
        {data.courses.length === 0 ? (
          <Typography>{t('attendancePage.noCourses')}</Typography>
        ) : (
          <Table size="small" sx={{ mb: 2, '& td, & th': { px: 1 } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('attendancePage.course')}</TableCell>
                <TableCell>{t('attendancePage.attended')}</TableCell>
                <TableCell>{t('attendancePage.percentage')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.courses.map((c) => (
                <TableRow key={c.enrolmentId}>
                  <TableCell component="th" scope="row">
                    {courseName(c.course, c.courseId ?? undefined)}
                    {c.batch && (
                      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
                        {c.batch}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    {t('attendancePage.ofCounted', {
                      attended: c.tally.attended,
                      counted: c.tally.counted,
                    })}
                  </TableCell>
                  <TableCell>
                    <Standing tally={c.tally} threshold={data.threshold} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Box>

      <Box component="section" aria-labelledby="att-month-title" sx={{ mt: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Button
            size="small"
            startIcon={<ChevronLeftIcon />}
            onClick={() => setMonth(addMonths(month, -1))}
          >
            {t('attendancePage.previous')}
          </Button>
          <Typography
            id="att-month-title"
            component="h2"
            variant="h6"
            aria-live="polite"
            sx={{ flex: 1, textAlign: 'center' }}
          >
            {monthName(month, months)}
          </Typography>
          <Button
            size="small"
            endIcon={<ChevronRightIcon />}
            onClick={() => setMonth(addMonths(month, 1))}
          >
            {t('attendancePage.next')}
          </Button>
        </Box>
        <Table
          aria-labelledby="att-month-title"
          size="small"
          sx={{
            tableLayout: 'fixed',
            '& td, & th': {
              px: 0.25,
              py: 0.5,
              verticalAlign: 'top',
              // A long word ('ਗੈਰਹਾਜ਼ਰ') wraps inside its day on a phone, never over the next.
              overflowWrap: 'anywhere',
              borderRight: 1,
              borderColor: 'divider',
            },
          }}
        >
          <TableHead>
            <TableRow>
              {weekdayNames.map((w) => (
                <TableCell key={w} component="th" scope="col" align="center">
                  {w}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {weeksOf(month).map((week, i) => (
              <TableRow key={i}>
                {week.map((day, j) => (
                  <TableCell
                    key={j}
                    sx={
                      day === data.today ? { outline: 2, outlineColor: 'primary.main' } : undefined
                    }
                  >
                    {day && (
                      <>
                        <Typography variant="body2" component="div" sx={{ fontWeight: 700 }}>
                          {Number(day.slice(8))}
                          {day === data.today && (
                            <span className="visually-hidden">{` ${t('attendancePage.today')}`}</span>
                          )}
                        </Typography>
                        {(byDay.get(day) ?? []).map((c) => (
                          <Box
                            key={`${c.startsAt}/${c.courseId}`}
                            sx={{
                              display: 'flex',
                              alignItems: 'center',
                              gap: 0.25,
                              color: look[c.status].color,
                              fontSize: '0.8rem',
                              lineHeight: 1.2,
                              flexWrap: 'wrap',
                            }}
                          >
                            <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
                              {look[c.status].icon}
                            </Box>
                            <span>
                              {several && (
                                <span className="visually-hidden">{`${courseName(c.course, c.courseId)}, `}</span>
                              )}
                              <span className="visually-hidden">{`${c.startsAt}: `}</span>
                              {statusWord(c.status)}
                            </span>
                          </Box>
                        ))}
                      </>
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>

      <PercentChart
        title={t('attendancePage.byMonth')}
        column={t('attendancePage.month')}
        points={data.byMonth.map((m) => ({
          label: monthName(m.month, months),
          percent: m.percent,
        }))}
      />
    </>
  );
}
