import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useState } from 'react';
import type { Batch } from '#shared/batches.ts';
import { CourseSelect } from '#client/components/course-select.tsx';
import { ConfirmDelete } from '#client/components/dashboard/confirm-delete.tsx';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { useEditDialog, useScreenPaging } from '#client/components/dashboard/screen-state.ts';
import { showToast } from '#client/components/toast-store.ts';
import { useBatches } from '#client/lib/batch-list.ts';
import { useCourseOptions } from '#client/lib/course-options.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { useDeleteBatch } from '../api/delete-batch';
import { BatchTable } from './batch-table';

// The form (zod, react-hook-form, date fields) loads when first opened or about to be.
const loadBatchDialog = () => import('./batch-dialog').then((m) => ({ default: m.BatchDialog }));
const BatchDialog = lazy(loadBatchDialog);
const preloadDialog = () => void loadBatchDialog().catch(() => {});

/** Batches (issue 21.2): every course's batches, or one course's; add, edit and delete them. */
export function BatchesScreen() {
  const { t } = useTranslation('admin-school');
  const courses = useCourseOptions();
  const [course, setCourse] = useState('');
  const courseId = course === '' ? null : Number(course);
  const batches = useBatches(courseId);
  const remove = useDeleteBatch();
  const dialog = useEditDialog<Batch>();
  const [deleting, setDeleting] = useState<Batch | null>(null);
  const rows = batches.data?.batches ?? [];
  const paging = useScreenPaging(rows.length, 10);

  function confirmDelete(batch: Batch) {
    remove.mutate(batch.id, {
      onSuccess: () => {
        setDeleting(null);
        showToast({
          message: i18n.t('admin-school:batches.deleted', { name: batch.name }),
          kind: 'success',
        });
      },
      onError: (error) => {
        setDeleting(null);
        showToast({ message: error.message, kind: 'error' });
      },
    });
  }

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0.5, sm: 2 }}
        sx={{ mb: 1, alignItems: { sm: 'flex-start' } }}
      >
        <Box sx={{ flex: 1, maxWidth: { sm: 360 } }}>
          <CourseSelect
            label={t('batches.course')}
            value={course}
            onChange={(value) => {
              setCourse(value);
              paging.reset();
            }}
            courses={courses.data}
            none={t('batches.allCourses')}
          />
        </Box>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onPointerEnter={preloadDialog}
          onFocus={preloadDialog}
          onClick={() => dialog.show(null)}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' }, mt: { sm: 1 } }}
        >
          {t('batches.add')}
        </Button>
      </Stack>
      <QueryView
        query={batches}
        loadingLabel={t('batches.loading')}
        errorMessage={t('batches.loadFailed')}
      >
        {() => (
          <BatchTable
            batches={rows}
            {...paging.table}
            onEdit={dialog.show}
            onEditIntent={preloadDialog}
            onDelete={setDeleting}
          />
        )}
      </QueryView>
      {dialog.used && (
        <Suspense fallback={null}>
          <BatchDialog
            open={dialog.open}
            batch={dialog.item}
            courseId={courseId}
            onClose={dialog.close}
          />
        </Suspense>
      )}
      <ConfirmDelete
        target={deleting}
        question={(b) => t('batches.confirmDelete', { name: b.name })}
        busy={remove.isPending}
        onNo={() => setDeleting(null)}
        onYes={confirmDelete}
      />
    </>
  );
}
