import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/** A refusal (4xx) answers the same the second time; only network and server failures retry. */
function retryOnce(failures: number, error: Error): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failures < 1;
}

/** One query cache for the dashboards; cleared at logout so the next user starts empty. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: retryOnce, refetchOnWindowFocus: false },
  },
});
