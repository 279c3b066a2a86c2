import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notice, NoticeInput } from '#shared/notices.ts';
import { fetchJson } from '#client/lib/api.ts';
import { refreshNotices } from './refresh-notices';

/** `POST /api/notices` (admin): answers the saved notice. */
function createNotice(input: NoticeInput): Promise<Notice> {
  return fetchJson<Notice>('/api/notices', { method: 'POST', body: input });
}

export function useCreateNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createNotice,
    onSuccess: () => refreshNotices(client),
  });
}
