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
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Link } from 'react-router';
import { examTypeLabels, formatDuration, type Exam } from '../../../../shared/exams';
import { formatDate } from '../../../../shared/format';
import { ConfirmDelete } from '../../../components/dashboard/confirm-delete';
import { QueryView } from '../../../components/dashboard/query-view';
import { showToast } from '../../../components/toast-store';
import { useCourseOptions, useDeleteExam, useExams, useGradeSetting } from '../api/admin-exams';
import { ExamDialog } from './exam-dialog';
import { GradeScaleDialog } from './grade-scale-dialog';
import { MarksPanel } from './marks-panel';

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
  if (exams.length === 0) {
    return <p className="exams-none">No exams are scheduled for this course yet.</p>;
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Exams">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Exam</TableCell>
            <TableCell>Subject</TableCell>
            <TableCell>Duration</TableCell>
            <TableCell align="right">Total</TableCell>
            <TableCell align="right">Pass</TableCell>
            <TableCell>Marks</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {exams.map((e) => (
            <TableRow key={e.id} hover selected={e.id === selected}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(e.date)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{examTypeLabels[e.type]}</TableCell>
              <TableCell>{e.subject}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDuration(e.durationMinutes)}
              </TableCell>
              <TableCell align="right">{e.totalMarks}</TableCell>
              <TableCell align="right">{e.passMarks}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {e.marked} of {e.enrolled}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  label={e.publishedAt ? 'Published' : 'Pending'}
                  color={e.publishedAt ? 'success' : 'warning'}
                />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Button size="small" onClick={() => onMarks(e)}>
                  Marks
                </Button>
                <IconButton aria-label={`Edit ${e.subject}`} onClick={() => onEdit(e)}>
                  <EditIcon />
                </IconButton>
                <IconButton aria-label={`Delete ${e.subject}`} onClick={() => onDelete(e)}>
                  <DeleteIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Exam Upload: schedule exams per course, enter or upload marks, publish, report cards. */
export function ExamsScreen() {
  const courses = useCourseOptions();
  const setting = useGradeSetting();
  const [chosen, setChosen] = useState<number | null>(null);
  const courseId = chosen ?? courses.data?.[0]?.id ?? null;
  const courseName = courses.data?.find((c) => c.id === courseId)?.name ?? '';
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
      <QueryView query={courses} loadingLabel="Loading courses">
        {(list) =>
          list.length === 0 ? (
            <p className="exams-none">Add a course in Courses first.</p>
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
                  label="Course"
                  value={courseId ?? ''}
                  onChange={(e) => {
                    setChosen(Number(e.target.value));
                    setMarksOf(null);
                  }}
                  sx={{ minWidth: 260 }}
                >
                  {list.map((c) => (
                    <MenuItem key={c.id} value={c.id}>
                      {c.name}
                    </MenuItem>
                  ))}
                </TextField>
                <Button
                  variant="contained"
                  startIcon={<AddIcon />}
                  onClick={() => setDialog({ open: true, exam: null })}
                >
                  Schedule Exam
                </Button>
                <Button
                  variant="outlined"
                  startIcon={<PrintIcon />}
                  component={Link}
                  to={`/print/report-cards/${courseId}`}
                >
                  Report Cards
                </Button>
                <Button
                  variant="outlined"
                  startIcon={<TuneIcon />}
                  onClick={() => setScaleOpen(true)}
                  disabled={!setting.data}
                >
                  Grade Scale
                  {setting.data
                    ? `: ${setting.data.selected === 'custom' ? setting.data.custom?.name : setting.data.selected.toUpperCase()}`
                    : ''}
                </Button>
              </Stack>
              <QueryView query={exams} loadingLabel="Loading exams">
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
          `Are you sure you want to delete the exam “${e.subject}” on ${formatDate(e.date)}? Its marks are deleted too.`
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
