import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Chip from '@mui/material/Chip';
import type { Batch } from '#shared/batches.ts';
import { formatDate } from '#shared/format.ts';
import { DataTable } from '#client/components/dashboard/data-table.tsx';
import { useCourseName } from '#client/lib/course-names.ts';
import { useTranslation } from '#client/lib/i18n.ts';

const rowsPerPageOptions = [10, 25, 50, 100];

type BatchTableProps = {
  batches: Batch[];
  page: number;
  rowsPerPage: number;
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rows: number) => void;
  onEdit: (batch: Batch) => void;
  onEditIntent?: () => void;
  onDelete: (batch: Batch) => void;
};

/** The batches: course, name, timing, teachers, room, seats taken (a full one marked), dates. */
export function BatchTable(props: BatchTableProps) {
  const { batches, page, rowsPerPage, onEdit, onEditIntent, onDelete } = props;
  const { t, i18n } = useTranslation('admin-school');
  const courseName = useCourseName();
  const day = (d: string | null) => (d ? formatDate(d, i18n.language) : t('batches.noEnd'));
  // Two courses may each have a "Morning" batch: a row's buttons name its course too.
  const whoOf = (b: Batch) => `${b.name} · ${courseName(b.course, b.courseId)}`;
  const nowrap = { whiteSpace: 'nowrap' } as const;
  return (
    <DataTable
      label={t('batches.table.label')}
      columns={[
        { header: t('batches.table.course'), cell: (b) => courseName(b.course, b.courseId) },
        { header: t('batches.table.name'), cell: (b) => b.name },
        { header: t('batches.table.timing'), cell: (b) => t(`batches.timings.${b.timing}`) },
        {
          header: t('batches.table.teachers'),
          cell: (b) =>
            b.teachers.length ? b.teachers.map((x) => x.name).join(', ') : t('batches.noTeacher'),
        },
        { header: t('batches.table.room'), cell: (b) => b.room || '—' },
        {
          header: t('batches.table.seats'),
          sx: nowrap,
          cell: (b) => (
            <>
              {t('batches.seats', { enrolled: b.enrolled, capacity: b.capacity })}
              {b.enrolled >= b.capacity && (
                <Chip
                  size="small"
                  color="warning"
                  label={t('batches.full')}
                  sx={{ ml: 1, fontWeight: 600 }}
                />
              )}
            </>
          ),
        },
        { header: t('batches.table.startsOn'), sx: nowrap, cell: (b) => day(b.startsOn) },
        { header: t('batches.table.endsOn'), sx: nowrap, cell: (b) => day(b.endsOn) },
      ]}
      rows={batches}
      rowKey={(b) => b.id}
      empty={t('batches.empty')}
      hover
      actions={{
        header: t('batches.table.actions'),
        align: 'right',
        who: (b) => whoOf(b),
        list: (b) => [
          {
            label: t('common.edit'),
            name: t('batches.table.edit', { name: whoOf(b) }),
            icon: <EditIcon />,
            onIntent: onEditIntent,
            onClick: () => onEdit(b),
          },
          {
            label: t('common.delete'),
            name: t('batches.table.delete', { name: whoOf(b) }),
            icon: <DeleteIcon />,
            color: 'error',
            onClick: () => onDelete(b),
          },
        ],
      }}
      paging={{
        at: 'below',
        options: rowsPerPageOptions,
        page,
        rowsPerPage,
        onPageChange: props.onPageChange,
        onRowsPerPageChange: props.onRowsPerPageChange,
      }}
    />
  );
}
