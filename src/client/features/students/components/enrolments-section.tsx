import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { EnrolmentRow } from '#shared/enrolments.ts';
import { formatDate } from '#shared/format.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { useCourseName } from '#client/lib/course-names.ts';
import { useStudentCourseAttendance } from '#client/lib/course-attendance.ts';
import { Standing } from '#client/components/attendance-standing.tsx';
import { useEnrolments } from '../api/enrolments';
import { BatchMoveDialog } from './batch-move-dialog';
import { AddCourseDialog, EndEnrolmentDialog } from './enrolment-dialogs';

/**
 * Student Details → Enrolments (issue 27.3, decision 044): each course the student took or
 * takes (course, batch, from, to, status), a course added from today, a running one ended or
 * moved to another batch (issue 21.2).
 */
export function EnrolmentsSection({ studentId }: { studentId: number }) {
  const { t, i18n } = useTranslation('admin-people');
  const courseName = useCourseName();
  const history = useEnrolments(studentId);
  const attendance = useStudentCourseAttendance(studentId);
  const { t: tr } = useTranslation('admin-school');
  const tallyOf = (id: number) => attendance.data?.courses.find((c) => c.enrolmentId === id)?.tally;
  const [adding, setAdding] = useState(false);
  const [ending, setEnding] = useState<EnrolmentRow | null>(null);
  const [moving, setMoving] = useState<EnrolmentRow | null>(null);
  const rows = history.data?.enrolments ?? [];
  const day = (d: string | null) => (d ? formatDate(d, i18n.language) : t('enrolments.running'));
  return (
    <Box component="section" aria-labelledby="enrolments-title" sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="enrolments-title" component="h3" variant="h6" sx={{ flex: 1 }}>
          {t('enrolments.title')}
        </Typography>
        <Button variant="outlined" onClick={() => setAdding(true)}>
          {t('enrolments.add')}
        </Button>
      </Box>
      {history.isError ? (
        <Alert severity="error">{history.error.message}</Alert>
      ) : rows.length === 0 && !history.isPending ? (
        <Typography>{t('enrolments.none')}</Typography>
      ) : (
        // Scrolls sideways on a phone; focusable so the keyboard can scroll it too.
        <Box tabIndex={0} sx={{ overflowX: 'auto' }}>
          <Table
            size="small"
            aria-labelledby="enrolments-title"
            sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}
          >
            <TableHead>
              <TableRow>
                <TableCell>{t('enrolments.course')}</TableCell>
                <TableCell>{t('batchMoves.batch')}</TableCell>
                <TableCell>{t('enrolments.from')}</TableCell>
                <TableCell>{t('enrolments.to')}</TableCell>
                <TableCell>{t('enrolments.status')}</TableCell>
                <TableCell>{tr('attReport.course')}</TableCell>
                <TableCell>
                  <span className="visually-hidden">{t('columns.actions')}</span>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id}>
                  <TableCell sx={{ minWidth: 140 }}>
                    {courseName(r.course, r.courseId ?? undefined)}
                  </TableCell>
                  <TableCell sx={{ minWidth: 100 }}>{r.batch ?? t('batchMoves.noBatch')}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{day(r.enrolledOn)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{day(r.endedOn)}</TableCell>
                  <TableCell>{t(`enrolments.statuses.${r.status}`)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {(() => {
                      const tally = tallyOf(r.id);
                      return tally && attendance.data ? (
                        <Standing tally={tally} threshold={attendance.data.threshold} />
                      ) : null;
                    })()}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {r.status === 'active' && (
                      <Button
                        size="small"
                        aria-label={t(
                          r.batchId === null ? 'batchMoves.chooseAria' : 'batchMoves.changeAria',
                          { course: courseName(r.course, r.courseId ?? undefined) },
                        )}
                        onClick={() => setMoving(r)}
                      >
                        {r.batchId === null ? t('batchMoves.choose') : t('batchMoves.change')}
                      </Button>
                    )}
                    {r.status === 'active' && (
                      <Button
                        size="small"
                        color="warning"
                        aria-label={t('enrolments.endAria', {
                          course: courseName(r.course, r.courseId ?? undefined),
                        })}
                        onClick={() => setEnding(r)}
                      >
                        {t('enrolments.end')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {adding && (
        <AddCourseDialog
          studentId={studentId}
          taken={rows.map((r) => r.courseId)}
          onClose={() => setAdding(false)}
        />
      )}
      {ending && <EndEnrolmentDialog row={ending} onClose={() => setEnding(null)} />}
      {moving && <BatchMoveDialog row={moving} onClose={() => setMoving(null)} />}
    </Box>
  );
}
