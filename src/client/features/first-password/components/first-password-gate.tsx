import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { dashboardTheme } from '#client/components/dashboard/theme.ts';
import { PageLoading } from '#client/components/page-loading.tsx';
import { queryClient } from '#client/lib/query-client.ts';

// Only a user with a generated password (the first admin, an imported student) sees this
// screen, once: its form code (zod schemas, react-hook-form, TextField) stays out of the
// areas' first load (decision 035).
export const loadFirstPassword = () =>
  import('./first-password-screen').then((m) => ({ default: m.FirstPasswordScreen }));
const FirstPasswordScreen = lazy(loadFirstPassword);

/**
 * What an area shows instead of itself while the user must replace a generated password: the
 * change form alone, outside the dashboard's frame, with its theme and query cache (the form
 * sends a mutation). Load `loadFirstPassword` in the area's loader so it appears at once.
 */
export function FirstPasswordGate({ onDone }: { onDone: () => void }) {
  return (
    <ThemeProvider theme={dashboardTheme}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<PageLoading />}>
          <FirstPasswordScreen onDone={onDone} />
        </Suspense>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
