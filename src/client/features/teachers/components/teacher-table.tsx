import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { ChangeEvent } from 'react';
import type { Teacher } from '#shared/teachers.ts';
import { TableScroll, usePagerLabels } from '#client/components/dashboard/table-scroll.tsx';
import { useCourseName } from '#client/lib/course-names.ts';
import { useTranslation } from '#client/lib/i18n.ts';

/** The spec's default page size first, so it stays selectable, then the spec's options. */
const rowsPerPageOptions = [5, 10, 25, 50, 100];

type TeacherTableProps = {
  teachers: Teacher[];
  page: number;
  rowsPerPage: number;
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rows: number) => void;
  onEdit: (teacher: Teacher) => void;
  /** The pointer or focus reached an Edit button (its dialog's code can start loading). */
  onEditIntent?: () => void;
  onDelete: (teacher: Teacher) => void;
};

/** The teachers table with a pager above and below it (MUI's 'Rows per page:' and 'from–to of count'). */
export function TeacherTable(props: TeacherTableProps) {
  const { teachers, page, rowsPerPage, onEdit, onEditIntent, onDelete } = props;
  const { t } = useTranslation('admin-people');
  const courseName = useCourseName();
  const labels = usePagerLabels();
  const genderLabel: Record<Teacher['gender'], string> = {
    Male: t('gender.male'),
    Female: t('gender.female'),
    Other: t('gender.other'),
  };
  const rows = teachers.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);
  const pager = (
    <TablePagination
      {...labels}
      component="div"
      count={teachers.length}
      page={page}
      rowsPerPage={rowsPerPage}
      rowsPerPageOptions={rowsPerPageOptions}
      // On a phone the pager wraps onto two lines instead of pushing its arrows off screen.
      sx={{
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 1, sm: 2 } },
        '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
      }}
      onPageChange={(_e, p) => props.onPageChange(p)}
      onRowsPerPageChange={(e: ChangeEvent<HTMLInputElement>) =>
        props.onRowsPerPageChange(Number(e.target.value))
      }
    />
  );
  return (
    <Paper variant="outlined">
      {pager}
      <TableScroll label={t('teachers.tableLabel')} stickyActions>
        <Table size="small" aria-label={t('teachers.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('columns.id')}</TableCell>
              <TableCell>{t('columns.firstName')}</TableCell>
              <TableCell>{t('columns.lastName')}</TableCell>
              <TableCell>{t('columns.gender')}</TableCell>
              <TableCell>{t('columns.courses')}</TableCell>
              <TableCell align="right">{t('columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const name = `${row.first_name} ${row.last_name}`;
              return (
                <TableRow key={row.id} hover>
                  <TableCell>{row.id}</TableCell>
                  <TableCell>{row.first_name}</TableCell>
                  <TableCell>{row.last_name}</TableCell>
                  <TableCell>{genderLabel[row.gender]}</TableCell>
                  <TableCell>{row.courses && courseName(row.courses)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      aria-label={t('teachers.editName', { name })}
                      onPointerEnter={onEditIntent}
                      onFocus={onEditIntent}
                      onClick={() => onEdit(row)}
                    >
                      <EditIcon />
                    </IconButton>
                    <IconButton
                      aria-label={t('teachers.deleteName', { name })}
                      onClick={() => onDelete(row)}
                    >
                      <DeleteIcon color="error" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              );
            })}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={6} align="center">
                  {t('teachers.empty')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableScroll>
      {pager}
    </Paper>
  );
}
