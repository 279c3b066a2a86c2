import Box from '@mui/material/Box';
import type { Breakpoint } from '@mui/material/styles';
import type { ReactNode } from 'react';

type ColumnsProps = {
  /** The grid's columns (`grid-template-columns`), by the screen's width from each breakpoint. */
  columns: string | Partial<Record<Breakpoint, string>>;
  /** The space between cells, in the theme's spacing. */
  gap?: number;
  children: ReactNode;
};

/** Fields or cards side by side in a grid whose columns change with the screen's width. */
export function Columns({ columns, gap = 2, children }: ColumnsProps) {
  return <Box sx={{ display: 'grid', gap, gridTemplateColumns: columns }}>{children}</Box>;
}
