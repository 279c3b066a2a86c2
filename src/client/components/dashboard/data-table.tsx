import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Key, ReactNode } from 'react';
import { RowActions, type RowAction } from '#client/components/dashboard/row-actions.tsx';
import { TablePager, usePaging, type Paging } from '#client/components/dashboard/table-pager.tsx';
import { TableScroll } from '#client/components/dashboard/table-scroll.tsx';

export type { Paging } from '#client/components/dashboard/table-pager.tsx';

/** One column: its heading and what each row shows in it. */
export type Column<T> = {
  header: ReactNode;
  align?: 'left' | 'right';
  /** The style of the column's cells; `headSx` its heading's. */
  sx?: SxProps<Theme>;
  headSx?: SxProps<Theme>;
  className?: string;
  cell: (row: T, index: number) => ReactNode;
};

/** The last column: the row's buttons, folded into a ⋮ menu on a phone. */
export type RowActionsColumn<T> = {
  header: string;
  /** Named for screen readers, not drawn (a column of buttons needs no heading on screen). */
  hideHeader?: boolean;
  align?: 'left' | 'right';
  /** Who or what the row is ("Asha Rani"): names the phone's menu. */
  who: (row: T) => string;
  list: (row: T) => RowAction[];
};

type DataTableProps<T> = {
  /** Names the table, and its scrolling region when it is wider than the screen. */
  label: string;
  /** The region's own name, where it differs from the table's. */
  regionLabel?: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => Key;
  /** Shown in one row when there are no rows (no row at all when not given). */
  empty?: string;
  actions?: RowActionsColumn<T>;
  /** Keep the actions column pinned to the right while the table scrolls (yes unless said). */
  pinActions?: boolean;
  paging?: Paging;
  /** 'paper': an outlined Paper holding table and pager; 'outlined': an outlined scroller; 'none'. */
  frame?: 'paper' | 'outlined' | 'none';
  frameSx?: SxProps<Theme>;
  tableSx?: SxProps<Theme>;
  headRowSx?: SxProps<Theme>;
  hover?: boolean;
  isSelected?: (row: T) => boolean;
};

/** Headings in bold (the students' tables). */
export const boldHeadings = { '& th': { fontWeight: 700 } } as const;

// Read by screen readers, not drawn (sx would read 1 as 100%, hence the pixel strings).
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The admin screens' table: headings, rows, an empty row, the row's actions and a pager in the
 * current language. On a narrow screen it scrolls sideways in a named, focusable region with a
 * hint, the actions column pinned in view (see TableScroll).
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, columns, rows, rowKey, empty, actions, paging, frame = 'paper' } = props;
  const { shown, page, size, count, setPage, setSize } = usePaging(rows, paging);
  const width = columns.length + (actions ? 1 : 0);
  const pager = paging && (
    <TablePager
      count={count}
      page={page}
      size={size}
      options={paging.options}
      onPage={setPage}
      onSize={setSize}
    />
  );
  const table = (
    <TableScroll
      label={props.regionLabel ?? label}
      stickyActions={actions !== undefined && props.pinActions !== false}
      outlined={frame === 'outlined'}
    >
      <Table size="small" aria-label={label} sx={props.tableSx}>
        <TableHead>
          <TableRow sx={props.headRowSx}>
            {columns.map((c, i) => (
              <TableCell key={i} align={c.align} sx={c.headSx}>
                {c.header}
              </TableCell>
            ))}
            {actions && (
              <TableCell align={actions.align}>
                {actions.hideHeader ? (
                  <Box component="span" sx={visuallyHidden}>
                    {actions.header}
                  </Box>
                ) : (
                  actions.header
                )}
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((row, index) => (
            <TableRow key={rowKey(row)} hover={props.hover} selected={props.isSelected?.(row)}>
              {columns.map((c, i) => (
                <TableCell key={i} align={c.align} sx={c.sx} className={c.className}>
                  {c.cell(row, page * size + index)}
                </TableCell>
              ))}
              {actions && (
                <TableCell align={actions.align} sx={{ whiteSpace: 'nowrap' }}>
                  <RowActions who={actions.who(row)} actions={actions.list(row)} />
                </TableCell>
              )}
            </TableRow>
          ))}
          {shown.length === 0 && empty !== undefined && (
            <TableRow>
              <TableCell colSpan={width} align="center">
                {empty}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableScroll>
  );
  if (frame !== 'paper') {
    return (
      <>
        {paging?.at === 'both' && pager}
        {table}
        {pager}
      </>
    );
  }
  return (
    <Paper variant="outlined" sx={props.frameSx}>
      {paging?.at === 'both' && pager}
      {table}
      {pager}
    </Paper>
  );
}
