import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Exam } from '#shared/exams.ts';
import { formatDate } from '#shared/format.ts';
import { TableScroll } from '#client/components/dashboard/table-scroll.tsx';
import { useTranslation } from '#client/lib/i18n.ts';
import { examTypeKeys } from '../lib/exam-type-keys';

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
    <TableScroll outlined label={t('exams.table.label')} stickyActions>
      <Table size="small" aria-label={t('exams.table.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('exams.table.date')}</TableCell>
            <TableCell>{t('exams.table.exam')}</TableCell>
            <TableCell>{t('exams.table.subject')}</TableCell>
            <TableCell>{t('exams.table.duration')}</TableCell>
            <TableCell align="right">{t('exams.table.total')}</TableCell>
            <TableCell align="right">{t('exams.table.pass')}</TableCell>
            <TableCell>{t('exams.table.marks')}</TableCell>
            <TableCell>{t('exams.table.status')}</TableCell>
            <TableCell align="right">{t('exams.table.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {exams.map((e) => (
            <TableRow key={e.id} hover selected={e.id === selected}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(e.date, i18n.language)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(examTypeKeys[e.type])}</TableCell>
              <TableCell>{e.subject}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{duration(e.durationMinutes)}</TableCell>
              <TableCell align="right">{e.totalMarks}</TableCell>
              <TableCell align="right">{e.passMarks}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {t('exams.table.marked', { marked: e.marked, enrolled: e.enrolled })}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  label={e.publishedAt ? t('exams.table.published') : t('exams.table.pending')}
                  color={e.publishedAt ? 'success' : 'warning'}
                />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Button size="small" onClick={() => onMarks(e)}>
                  {t('exams.table.marksButton')}
                </Button>
                <IconButton
                  aria-label={t('exams.table.edit', { subject: e.subject })}
                  onClick={() => onEdit(e)}
                >
                  <EditIcon />
                </IconButton>
                <IconButton
                  aria-label={t('exams.table.delete', { subject: e.subject })}
                  onClick={() => onDelete(e)}
                >
                  <DeleteIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
