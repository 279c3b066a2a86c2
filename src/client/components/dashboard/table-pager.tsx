import TablePagination from '@mui/material/TablePagination';
import { useState } from 'react';
import { usePagerLabels } from '#client/components/dashboard/table-scroll.tsx';

/** How a table pages its rows. Without page and rowsPerPage the table keeps them itself. */
export type Paging = {
  /** The page sizes offered (10, 25, 50 and 100 unless said). */
  options?: number[];
  /** A pager below the table (the default), or above and below it. */
  at?: 'below' | 'both';
  /** The screen keeps the page (from 0) and its size itself. */
  page?: number;
  rowsPerPage?: number;
  onPageChange?: (page: number) => void;
  onRowsPerPageChange?: (rowsPerPage: number) => void;
  /** The rows come one page at a time from the server: how many there are in all. */
  total?: number;
};

const defaultOptions = [10, 25, 50, 100];

/**
 * The page shown and the rows on it: every row when there is no paging or the server already
 * sent one page, else this page's slice (thousands of students stay fast).
 */
export function usePaging<T>(rows: T[], paging: Paging | undefined) {
  const [ownPage, setOwnPage] = useState(0);
  const [ownSize, setOwnSize] = useState(paging?.options?.[0] ?? defaultOptions[0]!);
  const size = paging?.rowsPerPage ?? ownSize;
  const count = paging?.total ?? rows.length;
  const last = Math.max(0, Math.ceil(count / size) - 1);
  const page = Math.min(paging?.page ?? ownPage, last);
  const shown =
    !paging || paging.total !== undefined ? rows : rows.slice(page * size, page * size + size);
  return {
    shown,
    page,
    size,
    count,
    setPage: (p: number) => {
      setOwnPage(p);
      paging?.onPageChange?.(p);
    },
    setSize: (n: number) => {
      setOwnSize(n);
      setOwnPage(0);
      paging?.onRowsPerPageChange?.(n);
    },
  };
}

type TablePagerProps = {
  count: number;
  page: number;
  size: number;
  options?: number[];
  onPage: (page: number) => void;
  onSize: (size: number) => void;
};

/** MUI's pager in the current language ('Rows per page:', '1–10 of 25'). */
export function TablePager({ count, page, size, options, onPage, onSize }: TablePagerProps) {
  const labels = usePagerLabels();
  return (
    <TablePagination
      {...labels}
      component="div"
      count={count}
      page={page}
      rowsPerPage={size}
      rowsPerPageOptions={options ?? defaultOptions}
      // On a phone the pager wraps onto two lines instead of pushing its arrows off screen.
      sx={{
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 1, sm: 2 } },
        '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
      }}
      onPageChange={(_e, p) => onPage(p)}
      onRowsPerPageChange={(e) => onSize(Number(e.target.value))}
    />
  );
}
