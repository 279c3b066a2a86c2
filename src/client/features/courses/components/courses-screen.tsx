import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import type { Course } from '#shared/courses.ts';
import { showToast } from '#client/components/toast-store.ts';
import { useDeleteCourse } from '../api/delete-course';
import { useCourses } from '../api/get-courses';
import { ConfirmDelete } from '#client/components/dashboard/confirm-delete.tsx';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { SearchToolbar } from '#client/components/dashboard/search-toolbar.tsx';
import { CourseDialog } from './course-dialog';
import { CourseTable } from './course-table';
import { useTranslation } from '#client/lib/i18n.ts';

/** Library: search, add, edit, download and delete the courses of the catalogue. */
export function CoursesScreen() {
  const { t } = useTranslation('admin-school');
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
          message: error.message || t('courses.deleteFailed'),
          kind: 'error',
        }),
    });
  }

  return (
    <>
      <SearchToolbar label={t('courses.search')} value={search} onChange={setSearch}>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setDialog({ open: true, course: null })}
        >
          {t('courses.add')}
        </Button>
      </SearchToolbar>
      <QueryView
        query={courses}
        loadingLabel={t('courses.loading')}
        errorMessage={t('courses.loadError')}
      >
        {() => (
          <CourseTable
            courses={shown}
            onEdit={(course) => setDialog({ open: true, course })}
            onDelete={setDeleting}
          />
        )}
      </QueryView>
      <CourseDialog
        open={dialog.open}
        course={dialog.course}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
      <ConfirmDelete
        target={deleting}
        question={(c) => t('courses.confirmDelete', { name: c.name })}
        busy={remove.isPending}
        onNo={() => setDeleting(null)}
        onYes={confirmDelete}
      />
    </>
  );
}
