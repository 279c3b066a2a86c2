import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Chip from '@mui/material/Chip';
import type { Exam } from '#shared/exams.ts';
import { formatDate } from '#shared/format.ts';
import { DataTable } from '#client/components/dashboard/data-table.tsx';
import { useTranslation } from '#client/lib/i18n.ts';
import { examTypeKeys } from '../lib/exam-type-keys';

const oneLine = { whiteSpace: 'nowrap' } as const;

/** A course's exams: date, type, marks entered, status, and the actions on each. */
export function ExamTable({
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
    <DataTable
      frame="outlined"
      label={t('exams.table.label')}
      columns={[
        {
          header: t('exams.table.date'),
          sx: oneLine,
          cell: (e) => formatDate(e.date, i18n.language),
        },
        {
          header: t('exams.table.exam'),
          sx: oneLine,
          cell: (e) => t(examTypeKeys[e.type]),
        },
        { header: t('exams.table.subject'), cell: (e) => e.subject },
        {
          header: t('exams.table.duration'),
          sx: oneLine,
          cell: (e) => duration(e.durationMinutes),
        },
        { header: t('exams.table.total'), align: 'right', cell: (e) => e.totalMarks },
        { header: t('exams.table.pass'), align: 'right', cell: (e) => e.passMarks },
        {
          header: t('exams.table.marks'),
          sx: oneLine,
          cell: (e) => t('exams.table.marked', { marked: e.marked, enrolled: e.enrolled }),
        },
        {
          header: t('exams.table.status'),
          cell: (e) => (
            <Chip
              size="small"
              variant="outlined"
              label={e.publishedAt ? t('exams.table.published') : t('exams.table.pending')}
              color={e.publishedAt ? 'success' : 'warning'}
            />
          ),
        },
      ]}
      rows={exams}
      rowKey={(e) => e.id}
      hover
      isSelected={(e) => e.id === selected}
      actions={{
        header: t('exams.table.actions'),
        align: 'right',
        who: (e) => e.subject,
        list: (e) => [
          { label: t('exams.table.marksButton'), onClick: () => onMarks(e) },
          {
            label: t('admin:rowActions.edit'),
            name: t('exams.table.edit', { subject: e.subject }),
            icon: <EditIcon />,
            onClick: () => onEdit(e),
          },
          {
            label: t('admin:rowActions.delete'),
            name: t('exams.table.delete', { subject: e.subject }),
            icon: <DeleteIcon />,
            onClick: () => onDelete(e),
          },
        ],
      }}
    />
  );
}
