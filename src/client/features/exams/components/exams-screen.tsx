import './exams-screen.css';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PrintIcon from '@mui/icons-material/Print';
import TuneIcon from '@mui/icons-material/Tune';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Exam } from '#shared/exams.ts';
import { formatDate } from '#shared/format.ts';
import { ConfirmDelete } from '#client/components/dashboard/confirm-delete.tsx';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { showToast } from '#client/components/toast-store.ts';
import { useCourseOptions } from '#client/lib/course-options.ts';
import { useDeleteExam, useExams, useGradeSetting } from '../api/admin-exams';
import { ExamDialog } from './exam-dialog';
import { GradeScaleDialog } from './grade-scale-dialog';
import { MarksPanel } from './marks-panel';
import { TableScroll } from '#client/components/dashboard/table-scroll.tsx';
import { useTranslation } from '#client/lib/i18n.ts';
import { useCourseName } from '#client/lib/course-names.ts';
import { examTypeKeys } from '../lib/exam-type-keys';
import { useChosenCourse } from '../lib/use-chosen-course';

function ExamTable({
  exams,
  selected,
  onMarks,
  onEdit,
  onDelete,
}: {
  exams: Exam[];
  selected: number | null;
  onMarks: (e: Exam) => void;
  onEdit: (e: Exam) => void;
  onDelete: (e: Exam) => void;
}) {
  const { t, i18n } = useTranslation('admin-school');
  if (exams.length === 0) {
    return <p className="exams-none">{t('exams.none')}</p>;
  }
  const duration = (minutes: number) => {
    const [h, m] = [Math.floor(minutes / 60), minutes % 60];
    return [h > 0 && t('exams.hours', { count: h }), m > 0 && t('exams.minutes', { count: m })]
      .filter(Boolean)
      .join(' ');
  };
  return (
    <TableScroll outlined label={t('exams.table.label')} stickyActions>
      <Table size="small" aria-label={t('exams.table.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('exams.table.date')}</TableCell>
            <TableCell>{t('exams.table.exam')}</TableCell>
            <TableCell>{t('exams.table.subject')}</TableCell>
            <TableCell>{t('exams.table.duration')}</TableCell>
            <TableCell align="right">{t('exams.table.total')}</TableCell>
            <TableCell align="right">{t('exams.table.pass')}</TableCell>
            <TableCell>{t('exams.table.marks')}</TableCell>
            <TableCell>{t('exams.table.status')}</TableCell>
            <TableCell align="right">{t('exams.table.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {exams.map((e) => (
            <TableRow key={e.id} hover selected={e.id === selected}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(e.date, i18n.language)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(examTypeKeys[e.type])}</TableCell>
              <TableCell>{e.subject}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{duration(e.durationMinutes)}</TableCell>
              <TableCell align="right">{e.totalMarks}</TableCell>
              <TableCell align="right">{e.passMarks}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {t('exams.table.marked', { marked: e.marked, enrolled: e.enrolled })}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  label={e.publishedAt ? t('exams.table.published') : t('exams.table.pending')}
                  color={e.publishedAt ? 'success' : 'warning'}
                />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Button size="small" onClick={() => onMarks(e)}>
                  {t('exams.table.marksButton')}
                </Button>
                <IconButton
                  aria-label={t('exams.table.edit', { subject: e.subject })}
                  onClick={() => onEdit(e)}
                >
                  <EditIcon />
                </IconButton>
                <IconButton
                  aria-label={t('exams.table.delete', { subject: e.subject })}
                  onClick={() => onDelete(e)}
                >
                  <DeleteIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

/** Exam Upload: schedule exams per course, enter or upload marks, publish, report cards. */
export function ExamsScreen() {
  const { t, i18n } = useTranslation('admin-school');
  const courses = useCourseOptions();
  const nameOf = useCourseName();
  const setting = useGradeSetting();
  const [courseId, setChosen] = useChosenCourse(courses.data?.map((c) => c.id));
  const chosenCourse = courses.data?.find((c) => c.id === courseId);
  const courseName = chosenCourse ? nameOf(chosenCourse.name, chosenCourse.id) : '';
  const exams = useExams(courseId);
  const remove = useDeleteExam();
  const [dialog, setDialog] = useState<{ open: boolean; exam: Exam | null }>({
    open: false,
    exam: null,
  });
  const [marksOf, setMarksOf] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Exam | null>(null);
  const [scaleOpen, setScaleOpen] = useState(false);
  const shownMarks = exams.data?.some((e) => e.id === marksOf) ? marksOf : null;

  return (
    <>
      <QueryView query={courses} loadingLabel={t('courses.loading')}>
        {(list) =>
          list.length === 0 ? (
            <p className="exams-none">{t('exams.noCourses')}</p>
          ) : (
            <>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1.5}
                useFlexGap
                sx={{ mb: 2, flexWrap: 'wrap', alignItems: { sm: 'center' } }}
              >
                <TextField
                  select
                  size="small"
                  label={t('exams.course')}
                  value={courseId ?? ''}
                  onChange={(e) => {
                    setChosen(Number(e.target.value));
                    setMarksOf(null);
                  }}
                  sx={{ minWidth: 260 }}
                >
                  {list.map((c) => (
                    <MenuItem key={c.id} value={c.id}>
                      {nameOf(c.name, c.id)}
                    </MenuItem>
                  ))}
                </TextField>
                <Button
                  variant="contained"
                  startIcon={<AddIcon />}
                  onClick={() => setDialog({ open: true, exam: null })}
                >
                  {t('exams.schedule')}
                </Button>
                <Button
                  variant="outlined"
                  startIcon={<PrintIcon />}
                  component={Link}
                  to={`/print/report-cards/${courseId}`}
                >
                  {t('exams.reportCards')}
                </Button>
                <Button
                  variant="outlined"
                  startIcon={<TuneIcon />}
                  onClick={() => setScaleOpen(true)}
                  disabled={!setting.data}
                >
                  {t('exams.gradeScale')}
                  {setting.data
                    ? `: ${setting.data.selected === 'custom' ? setting.data.custom?.name : setting.data.selected.toUpperCase()}`
                    : ''}
                </Button>
              </Stack>
              <QueryView query={exams} loadingLabel={t('exams.loading')}>
                {(rows) => (
                  <ExamTable
                    exams={rows}
                    selected={shownMarks}
                    onMarks={(e) => setMarksOf(e.id)}
                    onEdit={(exam) => setDialog({ open: true, exam })}
                    onDelete={setDeleting}
                  />
                )}
              </QueryView>
              {shownMarks !== null && <MarksPanel key={shownMarks} examId={shownMarks} />}
            </>
          )
        }
      </QueryView>
      {courseId !== null && (
        <ExamDialog
          open={dialog.open}
          courseId={courseId}
          courseName={courseName}
          exam={dialog.exam}
          onClose={() => setDialog((d) => ({ ...d, open: false }))}
        />
      )}
      {setting.data && (
        <GradeScaleDialog
          open={scaleOpen}
          setting={setting.data}
          onClose={() => setScaleOpen(false)}
        />
      )}
      <ConfirmDelete
        target={deleting}
        question={(e) =>
          t('exams.confirmDelete', {
            subject: e.subject,
            date: formatDate(e.date, i18n.language),
          })
        }
        busy={remove.isPending}
        onNo={() => setDeleting(null)}
        onYes={(e) =>
          remove.mutate(e.id, {
            onSettled: () => setDeleting(null),
            onError: (error) => showToast({ message: error.message, kind: 'error' }),
          })
        }
      />
    </>
  );
}
