import SwipeLeftIcon from '@mui/icons-material/SwipeLeft';
import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import type { TablePaginationProps } from '@mui/material/TablePagination';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { formatNumber } from '#shared/format.ts';
import { useTranslation } from '#client/lib/i18n.ts';

type TableScrollProps = {
  /** The table's name: the scrolling region is named after it. */
  label: string;
  /** Keep the last column (the row's actions) in view while the rest scrolls sideways. */
  stickyActions?: boolean;
  /** Draw the scroller as an outlined box, for a table that does not sit in a Paper of its own. */
  outlined?: boolean;
  children: ReactNode;
};

/**
 * A table's scroller for narrow screens (issue 12: admin tables on a 375px phone). When the table
 * is wider than the screen it says so above the table ("Swipe the table sideways…"), the region
 * can be scrolled from the keyboard, and with `stickyActions` the actions column stays pinned to
 * the right edge so Edit, Delete, Approve and Reject are always reachable.
 */
export function TableScroll({
  label,
  stickyActions = false,
  outlined = false,
  children,
}: TableScrollProps) {
  const { t } = useTranslation('admin');
  const ref = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const check = () => setOverflows(box.scrollWidth > box.clientWidth + 1);
    check();
    // Committed before the frame is painted: the first frame at a new width already has the
    // region's name, its focus stop and the hint (a render scheduled for later left a frame
    // where a cut-off table could not be reached by keyboard).
    const observer = new ResizeObserver(() => flushSync(check));
    observer.observe(box);
    for (const child of Array.from(box.children)) observer.observe(child);
    return () => observer.disconnect();
  }, []);

  // The pinned column: opaque, with a shadow on its left edge while content scrolls under it.
  const pinned = {
    position: 'sticky',
    right: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
    boxShadow: overflows ? '-8px 0 8px -8px rgb(0 0 0 / 0.35)' : 'none',
  } as const;

  return (
    <>
      {overflows ? (
        <Typography
          id={hintId}
          variant="body2"
          color="text.secondary"
          // Above an outlined box the hint stands on its own; inside a Paper it lines up with the cells.
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            ...(outlined ? { mb: 1 } : { px: 2, pt: 1 }),
          }}
        >
          <SwipeLeftIcon fontSize="small" aria-hidden="true" />
          {stickyActions ? t('table.scrollHintActions') : t('table.scrollHint')}
        </Typography>
      ) : null}
      <TableContainer
        ref={ref}
        {...(outlined ? { component: Paper, variant: 'outlined' as const } : {})}
        role={overflows ? 'region' : undefined}
        aria-label={overflows ? label : undefined}
        aria-describedby={overflows ? hintId : undefined}
        // Scrollable content must be reachable by keyboard (axe: scrollable-region-focusable).
        tabIndex={overflows ? 0 : undefined}
        data-overflows={overflows || undefined}
        sx={
          stickyActions
            ? {
                '& tr > th:last-of-type:not([colspan]), & tr > td:last-of-type:not([colspan])':
                  pinned,
              }
            : undefined
        }
      >
        {children}
      </TableContainer>
    </>
  );
}

/** MUI's pager wording ('Rows per page:', '1–10 of 25', 'Go to next page') in the current language. */
export function usePagerLabels(): Pick<
  TablePaginationProps,
  'labelRowsPerPage' | 'labelDisplayedRows' | 'getItemAriaLabel'
> {
  const { t, i18n } = useTranslation('admin');
  const n = (value: number) => formatNumber(value, i18n.language);
  return {
    labelRowsPerPage: t('table.rowsPerPage'),
    labelDisplayedRows: ({ from, to, count }) =>
      count === -1
        ? t('table.displayedRowsMore', { from: n(from), to: n(to) })
        : t('table.displayedRows', { from: n(from), to: n(to), total: n(count) }),
    getItemAriaLabel: (type) =>
      type === 'first'
        ? t('table.firstPage')
        : type === 'last'
          ? t('table.lastPage')
          : type === 'next'
            ? t('table.nextPage')
            : t('table.previousPage'),
  };
}
