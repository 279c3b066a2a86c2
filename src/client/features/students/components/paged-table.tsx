import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useState, type ReactNode } from 'react';
import { TableScroll, usePagerLabels } from '#client/components/dashboard/table-scroll.tsx';

/** The row's buttons side by side, stacked on a phone so the pinned column stays narrow. */
export const actionsCellSx = {
  whiteSpace: 'nowrap',
  '& > .MuiButton-root': {
    display: { xs: 'flex', sm: 'inline-flex' },
    justifyContent: 'flex-start',
  },
} as const;

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
 * pager wording in the current language. On a narrow screen it scrolls sideways with a hint,
 * the last column (the actions) pinned in view.
 */
export function PagedTable<T>({
  label,
  columns,
  rows,
  rowKey,
  renderRow,
  empty,
}: PagedTableProps<T>) {
  const pager = usePagerLabels();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const last = Math.max(0, Math.ceil(rows.length / perPage) - 1);
  const shown = Math.min(page, last);
  const slice = rows.slice(shown * perPage, shown * perPage + perPage);
  return (
    <Paper variant="outlined">
      <TableScroll label={label} stickyActions>
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
      </TableScroll>
      <TablePagination
        {...pager}
        component="div"
        count={rows.length}
        page={shown}
        rowsPerPage={perPage}
        rowsPerPageOptions={[10, 25, 50, 100]}
        // On a phone the pager wraps onto two lines instead of pushing its arrows off screen.
        sx={{
          '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 1, sm: 2 } },
          '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
        }}
        onPageChange={(_e, p) => setPage(p)}
        onRowsPerPageChange={(e) => {
          setPerPage(Number(e.target.value));
          setPage(0);
        }}
      />
    </Paper>
  );
}
