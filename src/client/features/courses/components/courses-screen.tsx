import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import type { Course } from '../../../../shared/courses';
import { showToast } from '../../../components/toast-store';
import { useDeleteCourse } from '../api/delete-course';
import { useCourses } from '../api/get-courses';
import { ConfirmDelete } from '../../../components/dashboard/confirm-delete';
import { CourseDialog } from './course-dialog';
import { CourseTable } from './course-table';

/** Library: search, add, edit, download and delete the courses of the catalogue. */
export function CoursesScreen() {
  const courses = useCourses();
  const remove = useDeleteCourse();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<{ open: boolean; course: Course | null }>({
    open: false,
    course: null,
  });
  const [deleting, setDeleting] = useState<Course | null>(null);

  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    const all = courses.data ?? [];
    return q ? all.filter((c) => c.name.toLowerCase().includes(q)) : all;
  }, [courses.data, search]);

  function confirmDelete(course: Course) {
    remove.mutate(course.id, {
      onSettled: () => setDeleting(null),
      onError: (error) =>
        showToast({
          message: error.message || 'Could not delete the course. Please try again.',
          kind: 'error',
          position: 'top-center',
          durationMs: 3000,
        }),
    });
  }

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { sm: 'center' } }}
      >
        <TextField
          label="Search by Course Name"
          type="search"
          size="small"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ flex: 1, maxWidth: { sm: 360 } }}
        />
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setDialog({ open: true, course: null })}
        >
          Add Course
        </Button>
      </Stack>
      {courses.isPending ? (
        <Stack sx={{ alignItems: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading courses" />
        </Stack>
      ) : courses.isError ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void courses.refetch()}>Retry</Button>}
        >
          Could not load the courses. Please try again.
        </Alert>
      ) : (
        <CourseTable
          courses={shown}
          onEdit={(course) => setDialog({ open: true, course })}
          onDelete={setDeleting}
        />
      )}
      <CourseDialog
        open={dialog.open}
        course={dialog.course}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
      <ConfirmDelete
        target={deleting}
        question={(c) =>
          `Are you sure you want to delete the course “${c.name}”? Its image and presentation are deleted too.`
        }
        busy={remove.isPending}
        onNo={() => setDeleting(null)}
        onYes={confirmDelete}
      />
    </>
  );
}
