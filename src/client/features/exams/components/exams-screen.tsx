import './exams-screen.css';
import AddIcon from '@mui/icons-material/Add';
import PrintIcon from '@mui/icons-material/Print';
import TuneIcon from '@mui/icons-material/Tune';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
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
import { useTranslation } from '#client/lib/i18n.ts';
import { useCourseName } from '#client/lib/course-names.ts';
import { useChosenCourse } from '../lib/use-chosen-course';

import { ExamTable } from './exam-table';

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
