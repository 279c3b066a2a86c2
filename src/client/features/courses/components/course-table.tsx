import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatRupees, rupeesToPaise } from '#shared/money.ts';
import type { Course } from '#shared/courses.ts';
import { CourseThumbnail } from './course-thumbnail';
import { useTranslation } from '#client/lib/i18n.ts';
import { TableScroll } from '#client/components/dashboard/table-scroll.tsx';

type CourseTableProps = {
  courses: Course[];
  onEdit: (course: Course) => void;
  onDelete: (course: Course) => void;
};

/** The Library table: Sr.No, Image, Course Name, Course Code, Course Price, Actions. */
export function CourseTable({ courses, onEdit, onDelete }: CourseTableProps) {
  const { t, i18n } = useTranslation('admin-school');
  return (
    <TableScroll outlined label={t('courses.table.label')} stickyActions>
      <Table size="small" aria-label={t('courses.table.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('courses.table.srNo')}</TableCell>
            <TableCell>{t('courses.table.image')}</TableCell>
            <TableCell>{t('courses.table.name')}</TableCell>
            <TableCell>{t('courses.table.code')}</TableCell>
            <TableCell align="right">{t('courses.table.price')}</TableCell>
            <TableCell align="right">{t('courses.table.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {courses.map((c, i) => (
            <TableRow key={c.id} hover>
              <TableCell>{i + 1}</TableCell>
              <TableCell sx={{ width: 82 }}>
                <CourseThumbnail src={c.thumbnail} />
              </TableCell>
              <TableCell>{c.name}</TableCell>
              <TableCell>{c.code}</TableCell>
              <TableCell align="right">
                {formatRupees(rupeesToPaise(c.price), i18n.language, { wholeRupees: true })}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <IconButton
                  aria-label={t('courses.table.edit', { name: c.name })}
                  onClick={() => onEdit(c)}
                >
                  <EditIcon />
                </IconButton>
                {c.presentation ? (
                  <IconButton
                    aria-label={t('courses.table.download', { name: c.name })}
                    component="a"
                    href={c.presentation}
                    download
                  >
                    <DownloadIcon />
                  </IconButton>
                ) : (
                  <IconButton
                    aria-label={t('courses.table.noPresentation', { name: c.name })}
                    disabled
                  >
                    <DownloadIcon />
                  </IconButton>
                )}
                <IconButton
                  aria-label={t('courses.table.delete', { name: c.name })}
                  onClick={() => onDelete(c)}
                >
                  <DeleteIcon color="error" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
          {courses.length === 0 && (
            <TableRow>
              <TableCell colSpan={6} align="center">
                {t('courses.table.empty')}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
