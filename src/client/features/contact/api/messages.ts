import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage } from '#shared/contact.ts';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** `GET /api/messages` (admin): newest first. */
async function getMessages(signal?: AbortSignal): Promise<ContactMessage[]> {
  const reply = await fetchJson<{ messages: ContactMessage[] }>('/api/messages', { signal });
  return reply.messages;
}

export function useMessages() {
  return useQuery({
    queryKey: queryKeys.messages.all,
    queryFn: ({ signal }) => getMessages(signal),
  });
}

/** `PATCH /api/messages/:id` with `{ read }`. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) =>
      fetchJson<{ message: ContactMessage }>(`/api/messages/${id}`, {
        method: 'PATCH',
        body: { read },
      }),
    onSuccess: ({ message }) => {
      client.setQueryData<ContactMessage[]>(queryKeys.messages.all, (list) =>
        list?.map((m) => (m.id === message.id ? message : m)),
      );
      // The overview's unread count.
      void client.invalidateQueries({ queryKey: queryKeys.adminSummary });
    },
  });
}

/** `DELETE /api/messages/:id`. */
export function useDeleteMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => fetchJson<void>(`/api/messages/${id}`, { method: 'DELETE' }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.messages.all });
      await client.invalidateQueries({ queryKey: queryKeys.adminSummary });
    },
  });
}
