import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { Slot } from '#shared/timetable-slots.ts';
import { CourseSelect } from '#client/components/course-select.tsx';
import { ConfirmDelete } from '#client/components/dashboard/confirm-delete.tsx';
import { DataTable } from '#client/components/dashboard/data-table.tsx';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { useEditDialog, useScreenPaging } from '#client/components/dashboard/screen-state.ts';
import { showToast } from '#client/components/toast-store.ts';
import { useBatches } from '#client/lib/batch-list.ts';
import { useCourseOptions } from '#client/lib/course-options.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { adminPaths } from '#client/lib/paths.ts';
import { useDeleteSlot, useSlots } from '../api/slots';

// The form (zod, react-hook-form) loads when first opened or about to be.
const loadSlotDialog = () => import('./slot-dialog').then((m) => ({ default: m.SlotDialog }));
const SlotDialog = lazy(loadSlotDialog);
const preloadDialog = () => void loadSlotDialog().catch(() => {});

const rowsPerPageOptions = [10, 25, 50];

/** Weekly slots (issue 21.3): a course's batch's weekly classes; add, edit and delete them. */
export function SlotsScreen() {
  const { t } = useTranslation('timetable-slots');
  const courses = useCourseOptions();
  const [course, setCourse] = useState('');
  const [batch, setBatch] = useState('');
  const courseId = course === '' ? null : Number(course);
  const batchId = batch === '' ? null : Number(batch);
  const batches = useBatches(courseId, { enabled: courseId !== null });
  const slots = useSlots(batchId);
  const remove = useDeleteSlot();
  const dialog = useEditDialog<Slot>();
  const [deleting, setDeleting] = useState<Slot | null>(null);
  const rows = slots.data?.slots ?? [];
  const paging = useScreenPaging(rows.length, 10);
  const whenOf = (s: Slot) => `${t(`weekdays.${s.weekday}`)} ${s.startsAt}–${s.endsAt}`;

  function confirmDelete(slot: Slot) {
    remove.mutate(slot.id, {
      onSuccess: (reply) => {
        setDeleting(null);
        showToast({
          message: i18n.t(
            reply.outcome === 'ended'
              ? 'timetable-slots:slots.ended'
              : 'timetable-slots:slots.deleted',
            { what: `${whenOf(slot)} ${slot.subject}` },
          ),
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
      <p>
        <Link to={adminPaths.timetable}>{t('backToWeek')}</Link>
      </p>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0.5, sm: 2 }}
        sx={{ mb: 1, alignItems: { sm: 'flex-start' } }}
      >
        <Box sx={{ flex: 1, maxWidth: { sm: 320 } }}>
          <CourseSelect
            label={t('slots.course')}
            value={course}
            onChange={(value) => {
              setCourse(value);
              setBatch('');
              paging.reset();
            }}
            courses={courses.data}
          />
        </Box>
        <Box sx={{ flex: 1, maxWidth: { sm: 320 } }}>
          <TextField
            select
            fullWidth
            label={t('slots.batch')}
            value={batch}
            disabled={courseId === null}
            helperText=" "
            onChange={(e) => {
              setBatch(e.target.value);
              paging.reset();
            }}
          >
            {(batches.data?.batches ?? []).map((b) => (
              <MenuItem key={b.id} value={String(b.id)}>
                {b.name}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          disabled={batchId === null}
          onPointerEnter={preloadDialog}
          onFocus={preloadDialog}
          onClick={() => dialog.show(null)}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' }, mt: { sm: 1 } }}
        >
          {t('slots.add')}
        </Button>
      </Stack>
      {batchId === null ? (
        <p>{t('slots.chooseBatch')}</p>
      ) : (
        <QueryView
          query={slots}
          loadingLabel={t('slots.loading')}
          errorMessage={t('slots.loadFailed')}
        >
          {() => (
            <DataTable
              label={t('slots.table.label')}
              columns={[
                { header: t('slots.table.weekday'), cell: (s) => t(`weekdays.${s.weekday}`) },
                {
                  header: t('slots.table.time'),
                  sx: { whiteSpace: 'nowrap' },
                  cell: (s) => `${s.startsAt}–${s.endsAt}`,
                },
                { header: t('slots.table.subject'), cell: (s) => s.subject },
                {
                  header: t('slots.table.teacher'),
                  cell: (s) => s.teacher ?? t('slots.noTeacher'),
                },
                { header: t('slots.table.room'), cell: (s) => s.room || '—' },
              ]}
              rows={rows}
              rowKey={(s) => s.id}
              empty={t('slots.empty')}
              hover
              actions={{
                header: t('slots.table.actions'),
                align: 'right',
                who: (s) => `${whenOf(s)} ${s.subject}`,
                list: (s) => [
                  {
                    label: t('slots.edit'),
                    name: t('slots.editNamed', { what: `${whenOf(s)} ${s.subject}` }),
                    icon: <EditIcon />,
                    onIntent: preloadDialog,
                    onClick: () => dialog.show(s),
                  },
                  {
                    label: t('slots.delete'),
                    name: t('slots.deleteNamed', { what: `${whenOf(s)} ${s.subject}` }),
                    icon: <DeleteIcon />,
                    color: 'error',
                    onClick: () => setDeleting(s),
                  },
                ],
              }}
              paging={{
                at: 'below',
                options: rowsPerPageOptions,
                ...paging.table,
              }}
            />
          )}
        </QueryView>
      )}
      {dialog.used && batchId !== null && (
        <Suspense fallback={null}>
          <SlotDialog
            open={dialog.open}
            slot={dialog.item}
            batchId={batchId}
            onClose={dialog.close}
          />
        </Suspense>
      )}
      <ConfirmDelete
        target={deleting}
        question={(s) => t('slots.confirmDelete', { what: `${whenOf(s)} ${s.subject}` })}
        busy={remove.isPending}
        onNo={() => setDeleting(null)}
        onYes={confirmDelete}
      />
    </>
  );
}
