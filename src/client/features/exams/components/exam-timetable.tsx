import './results.css';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { examMessages, type ExamType } from '#shared/exams.ts';
import { formatDate } from '#shared/format.ts';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { useTranslation } from '#client/lib/i18n.ts';
import { useCourseName } from '#client/lib/course-names.ts';
import { useStudentExams } from '../api/student-exams';

// On a phone (under 600px) the date and duration move under the subject, so the total mark and
// the status, what the student opens the page for, stay in view (issue 27.18).
const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;
const narrow = { display: { xs: 'block', sm: 'none' } } as const;
const tight = { px: { xs: 1, sm: 2 } } as const;

/** The spec's exam table: date, subject, duration, total mark, status ('Pending' until published). */
export function ExamTimetable({ type, label }: { type: ExamType; label: string }) {
  const exams = useStudentExams(type);
  const { t, i18n } = useTranslation('student');
  const courseName = useCourseName();
  const noneText: Record<ExamType, string> = {
    mid_term: t('exams.noneMidTerm'),
    final: t('exams.noneFinal'),
  };
  /** "2 hours", "1 hour 30 minutes", "45 minutes" (shared/exams' formatDuration, translated). */
  const duration = (minutes: number) =>
    [
      minutes >= 60 ? t('exams.hours', { count: Math.floor(minutes / 60) }) : '',
      minutes % 60 > 0 ? t('exams.minutes', { count: minutes % 60 }) : '',
    ]
      .filter(Boolean)
      .join(' ');
  return (
    <QueryView
      query={exams}
      loadingLabel={t('exams.loading', { label })}
      errorMessage={t('exams.error')}
    >
      {(rows) =>
        rows.length === 0 ? (
          <div className="dash-empty">
            <p>{noneText[type]}</p>
          </div>
        ) : (
          // Focusable, so a keyboard can scroll the table sideways on a phone.
          <TableContainer
            component={Paper}
            variant="outlined"
            role="region"
            aria-label={label}
            tabIndex={0}
          >
            <Table size="small" aria-label={label}>
              <TableHead>
                <TableRow>
                  <TableCell sx={wide}>{t('exams.columns.date')}</TableCell>
                  <TableCell sx={tight}>{t('exams.columns.subject')}</TableCell>
                  <TableCell sx={wide}>{t('exams.columns.duration')}</TableCell>
                  <TableCell align="right" sx={tight}>
                    {t('exams.columns.totalMark')}
                  </TableCell>
                  <TableCell sx={tight}>{t('exams.columns.status')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((e) => (
                  <TableRow key={e.id}>
                    <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>
                      {formatDate(e.date, i18n.language)}
                    </TableCell>
                    <TableCell sx={tight}>
                      {e.subject}
                      <div className="exam-course">{courseName(e.courseName)}</div>
                      <Box component="span" className="exam-course" sx={narrow}>
                        <span style={{ whiteSpace: 'nowrap' }}>
                          {formatDate(e.date, i18n.language)}
                        </span>
                        {' · '}
                        <span style={{ whiteSpace: 'nowrap' }}>{duration(e.durationMinutes)}</span>
                      </Box>
                    </TableCell>
                    <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>
                      {duration(e.durationMinutes)}
                    </TableCell>
                    <TableCell align="right" sx={tight}>
                      {e.totalMarks}
                    </TableCell>
                    <TableCell sx={tight}>
                      <Chip
                        size="small"
                        label={
                          e.status === examMessages.pending
                            ? t('exams.pending')
                            : t('exams.published')
                        }
                        color={e.status === examMessages.pending ? 'warning' : 'success'}
                        variant="outlined"
                        // MUI's warning orange is ~3:1 on white; this brown is 7:1.
                        sx={
                          e.status === examMessages.pending
                            ? { color: '#92400e', borderColor: '#b45309' }
                            : undefined
                        }
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )
      }
    </QueryView>
  );
}
