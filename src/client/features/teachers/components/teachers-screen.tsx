import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { Teacher } from '#shared/teachers.ts';
import { showToast } from '#client/components/toast-store.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { useDeleteTeacher } from '../api/delete-teacher';
import { useTeachers } from '../api/get-teachers';
import { ConfirmDelete } from '#client/components/dashboard/confirm-delete.tsx';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { useEditDialog, useScreenPaging } from '#client/components/dashboard/screen-state.ts';
import { SearchToolbar } from '#client/components/dashboard/search-toolbar.tsx';
import { TeacherLoginDialog } from './teacher-login-dialog';
import { TeacherTable } from './teacher-table';

// The add/edit form (zod schemas, react-hook-form, TextField: ~55 KB gzip) loads when first
// opened, or when the pointer or focus reaches a button that opens it: the screen's first rows
// do not wait for it (issue 11).
const loadTeacherDialog = () =>
  import('./teacher-dialog').then((m) => ({ default: m.TeacherDialog }));
const TeacherDialog = lazy(loadTeacherDialog);
const preloadDialog = () => void loadTeacherDialog().catch(() => {});

/** TeacherData: search by first name, add, edit and delete teachers, paged 5 to a page. */
export function TeachersScreen() {
  const { t } = useTranslation('admin-people');
  const teachers = useTeachers();
  const remove = useDeleteTeacher();
  const [search, setSearch] = useState('');
  const dialog = useEditDialog<Teacher>();
  const [deleteId, setDeleteId] = useState<number | null>(null);
  const [loginFor, setLoginFor] = useState<Teacher | null>(null);

  const filtered = useMemo(() => {
    const q = search.trim().toLowerCase();
    const all = teachers.data ?? [];
    return q ? all.filter((t) => t.first_name.toLowerCase().includes(q)) : all;
  }, [teachers.data, search]);
  const paging = useScreenPaging(filtered.length, 5);

  function confirmDelete() {
    if (deleteId === null) return;
    remove.mutate(deleteId, {
      onSuccess: () => setDeleteId(null),
      onError: (error) => {
        setDeleteId(null);
        showToast({
          message: error.message || i18n.t('admin-people:teachers.deleteFailed'),
          kind: 'error',
        });
      },
    });
  }

  return (
    <>
      <SearchToolbar
        label={t('teachers.search')}
        value={search}
        onChange={(value) => {
          setSearch(value);
          paging.reset();
        }}
      >
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onPointerEnter={preloadDialog}
          onFocus={preloadDialog}
          onClick={() => dialog.show(null)}
        >
          {t('teachers.add')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          href="/api/exports/teachers.csv"
          download
        >
          {t('actions.exportCsv')}
        </Button>
      </SearchToolbar>
      <QueryView
        query={teachers}
        loadingLabel={t('teachers.loading')}
        errorMessage={t('teachers.loadFailed')}
      >
        {() => (
          <TeacherTable
            teachers={filtered}
            {...paging.table}
            onEdit={dialog.show}
            onEditIntent={preloadDialog}
            onDelete={(teacher) => setDeleteId(teacher.id)}
            onLogin={setLoginFor}
          />
        )}
      </QueryView>
      {dialog.used && (
        <Suspense fallback={null}>
          <TeacherDialog open={dialog.open} teacher={dialog.item} onClose={dialog.close} />
        </Suspense>
      )}
      {loginFor && <TeacherLoginDialog teacher={loginFor} onClose={() => setLoginFor(null)} />}
      <ConfirmDelete
        target={deleteId}
        question={() => t('teachers.confirmDelete')}
        busy={remove.isPending}
        onNo={() => setDeleteId(null)}
        onYes={confirmDelete}
      />
    </>
  );
}
