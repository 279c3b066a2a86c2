import { QueryClient } from '@tanstack/react-query';

/** One query cache for the dashboards; cleared at logout so the next user starts empty. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});

/** Query keys shared between screens (a screen that changes notices invalidates the bell). */
export const queryKeys = {
  noticeCount: ['notices', 'count'] as const,
};
