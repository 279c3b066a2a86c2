import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useState, type ReactNode } from 'react';

type PagedTableProps<T> = {
  label: string;
  columns: string[];
  rows: T[];
  rowKey: (row: T) => number | string;
  renderRow: (row: T) => ReactNode;
  empty: string;
};

/**
 * A table that renders one page of rows (thousands of students stay fast), with the library's
 * default pager wording.
 */
export function PagedTable<T>({
  label,
  columns,
  rows,
  rowKey,
  renderRow,
  empty,
}: PagedTableProps<T>) {
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const last = Math.max(0, Math.ceil(rows.length / perPage) - 1);
  const shown = Math.min(page, last);
  const slice = rows.slice(shown * perPage, shown * perPage + perPage);
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c} sx={{ fontWeight: 700 }}>
                  {c}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {slice.map((row) => (
              <TableRow key={rowKey(row)} hover>
                {renderRow(row)}
              </TableRow>
            ))}
            {slice.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length} align="center">
                  {empty}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={rows.length}
        page={shown}
        rowsPerPage={perPage}
        rowsPerPageOptions={[10, 25, 50, 100]}
        onPageChange={(_e, p) => setPage(p)}
        onRowsPerPageChange={(e) => {
          setPerPage(Number(e.target.value));
          setPage(0);
        }}
      />
    </Paper>
  );
}
