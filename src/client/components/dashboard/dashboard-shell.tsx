import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AreaName } from '#client/lib/next-path.ts';
import { queryClient } from '#client/lib/query-client.ts';
import type { NavItem } from './nav-types';
import { Sidebar } from './sidebar';
import { dashboardTheme } from './theme';
import { useSessionExpiry } from './use-session-expiry';
import '#client/styles/dashboard.css';

type DashboardShellProps = {
  /** Whose dashboard: a lost session sends the user to this area's login page. */
  area: AreaName;
  /** Accessible name of the sidebar navigation. */
  navLabel: string;
  home: string;
  items: NavItem[];
  topBar: ReactNode;
  children: ReactNode;
};

/**
 * The frame of both dashboards: MUI theme and query cache (here, not in root, so public pages
 * never load them), the sidebar, the top bar and the page.
 */
export function DashboardShell({
  area,
  navLabel,
  home,
  items,
  topBar,
  children,
}: DashboardShellProps) {
  useSessionExpiry(area);
  return (
    <ThemeProvider theme={dashboardTheme}>
      <QueryClientProvider client={queryClient}>
        <div className="dash">
          <Sidebar label={navLabel} home={home} items={items} />
          <div className="dash__column">
            {topBar}
            <main className="dash__main" id="main">
              {children}
            </main>
          </div>
        </div>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
