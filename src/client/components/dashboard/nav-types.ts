import type { ReactNode } from 'react';

/** One sidebar entry; `to` is relative to the area's root, or absent for a screen not built yet. */
export type NavItem = {
  label: string;
  icon: ReactNode;
  to?: string;
  /** Shown as a tooltip on an item without a destination. */
  unavailableHint?: string;
};
