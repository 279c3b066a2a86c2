import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AreaName } from '../lib/next-path';
import { queryClient } from '../lib/query-client';
import { dashboardTheme } from './dashboard/theme';
import { useSessionExpiry } from './dashboard/use-session-expiry';

/** The frame of a print page outside the dashboards: the same theme, query cache and session. */
export function PrintShell({ area, children }: { area: AreaName; children: ReactNode }) {
  useSessionExpiry(area);
  return (
    <ThemeProvider theme={dashboardTheme}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ThemeProvider>
  );
}
