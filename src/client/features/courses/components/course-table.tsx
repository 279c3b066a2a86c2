import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import { formatRupees, rupeesToPaise } from '#shared/money.ts';
import type { Course } from '#shared/courses.ts';
import { CourseThumbnail } from './course-thumbnail';
import { useTranslation } from '#client/lib/i18n.ts';
import { DataTable } from '#client/components/dashboard/data-table.tsx';

type CourseTableProps = {
  courses: Course[];
  onEdit: (course: Course) => void;
  onDelete: (course: Course) => void;
};

/** The Library table: Sr.No, Image, Course Name, Course Code, Course Price, Actions. */
export function CourseTable({ courses, onEdit, onDelete }: CourseTableProps) {
  const { t, i18n } = useTranslation('admin-school');
  return (
    <DataTable
      frame="outlined"
      label={t('courses.table.label')}
      columns={[
        { header: t('courses.table.srNo'), cell: (_c, i) => i + 1 },
        {
          header: t('courses.table.image'),
          sx: { width: 82 },
          cell: (c) => <CourseThumbnail src={c.thumbnail} />,
        },
        { header: t('courses.table.name'), cell: (c) => c.name },
        { header: t('courses.table.code'), cell: (c) => c.code },
        {
          header: t('courses.table.price'),
          align: 'right',
          cell: (c) => formatRupees(rupeesToPaise(c.price), i18n.language, { wholeRupees: true }),
        },
      ]}
      rows={courses}
      rowKey={(c) => c.id}
      empty={t('courses.table.empty')}
      hover
      actions={{
        header: t('courses.table.actions'),
        align: 'right',
        who: (c) => c.name,
        list: (c) => [
          {
            label: t('admin:rowActions.edit'),
            name: t('courses.table.edit', { name: c.name }),
            icon: <EditIcon />,
            onClick: () => onEdit(c),
          },
          c.presentation
            ? {
                label: t('admin:rowActions.downloadPresentation'),
                name: t('courses.table.download', { name: c.name }),
                icon: <DownloadIcon />,
                href: c.presentation,
                download: true,
              }
            : {
                label: t('admin:rowActions.downloadPresentation'),
                name: t('courses.table.noPresentation', { name: c.name }),
                icon: <DownloadIcon />,
                disabled: true,
              },
          {
            label: t('admin:rowActions.delete'),
            name: t('courses.table.delete', { name: c.name }),
            icon: <DeleteIcon />,
            color: 'error',
            onClick: () => onDelete(c),
          },
        ],
      }}
    />
  );
}
