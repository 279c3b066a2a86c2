import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { ChangeEvent } from 'react';
import type { Teacher } from '../../../../shared/teachers';

/** The spec's default page size first, so it stays selectable, then the spec's options. */
export const rowsPerPageOptions = [5, 10, 25, 50, 100];

type TeacherTableProps = {
  teachers: Teacher[];
  page: number;
  rowsPerPage: number;
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rows: number) => void;
  onEdit: (teacher: Teacher) => void;
  onDelete: (teacher: Teacher) => void;
};

/** The teachers table with a pager above and below it (MUI's 'Rows per page:' and 'from–to of count'). */
export function TeacherTable(props: TeacherTableProps) {
  const { teachers, page, rowsPerPage, onEdit, onDelete } = props;
  const rows = teachers.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);
  const pager = (
    <TablePagination
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
      <TableContainer>
        <Table size="small" aria-label="Teachers">
          <TableHead>
            <TableRow>
              <TableCell>ID</TableCell>
              <TableCell>First Name</TableCell>
              <TableCell>Last Name</TableCell>
              <TableCell>Gender</TableCell>
              <TableCell>Courses</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((t) => {
              const name = `${t.first_name} ${t.last_name}`;
              return (
                <TableRow key={t.id} hover>
                  <TableCell>{t.id}</TableCell>
                  <TableCell>{t.first_name}</TableCell>
                  <TableCell>{t.last_name}</TableCell>
                  <TableCell>{t.gender}</TableCell>
                  <TableCell>{t.courses}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton aria-label={`Edit ${name}`} onClick={() => onEdit(t)}>
                      <EditIcon />
                    </IconButton>
                    <IconButton aria-label={`Delete ${name}`} onClick={() => onDelete(t)}>
                      <DeleteIcon color="error" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              );
            })}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={6} align="center">
                  No teachers found.
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {pager}
    </Paper>
  );
}
