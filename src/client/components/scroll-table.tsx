import SwipeIcon from '@mui/icons-material/SwipeLeftOutlined';
import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';

type ScrollTableProps = {
  /** The table's name, for the scrolling region (the same words as the table's label). */
  label: string;
  /** Keep the last column (the row's actions) in view while the rest scrolls. */
  stickyActions?: boolean;
  children: ReactNode;
};

/**
 * A table that stays usable on a 375px phone (issue 12): when its columns do not fit, a hint
 * says so above it, the region can be scrolled by keyboard (it takes focus) and, with
 * `stickyActions`, the actions column stays pinned at the right edge, so Edit/Delete are always
 * reachable.
 */
export function ScrollTable({ label, stickyActions = false, children }: ScrollTableProps) {
  const { t } = useTranslation('admin-school');
  const ref = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);

  return (
    <>
      {overflowing && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}
        >
          <SwipeIcon fontSize="small" aria-hidden="true" />
          {t('table.scrollHint')}
        </Typography>
      )}
      <TableContainer
        ref={ref}
        component={Paper}
        variant="outlined"
        {...(overflowing ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
        sx={{
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
          ...(stickyActions && {
            '& tr > :last-child': {
              position: 'sticky',
              right: 0,
              bgcolor: 'background.paper',
              zIndex: 1,
              boxShadow: overflowing ? '-6px 0 6px -6px rgba(0, 0, 0, 0.35)' : 'none',
            },
          }),
        }}
      >
        {children}
      </TableContainer>
    </>
  );
}
