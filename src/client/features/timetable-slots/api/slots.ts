import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Holiday,
  HolidayInput,
  HolidayList,
  Slot,
  SlotDeleteReply,
  SlotInput,
  SlotList,
} from '#shared/timetable-slots.ts';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

const slotKeys = {
  all: ['timetable-slots'] as const,
  of: (batchId: number) => ['timetable-slots', batchId] as const,
};
const holidayKeys = {
  all: ['holidays'] as const,
  of: (year: number) => ['holidays', year] as const,
};

/** `GET /api/batches/:id/slots`: a batch's running weekly slots (none asked without a batch). */
export function useSlots(batchId: number | null) {
  return useQuery({
    queryKey: slotKeys.of(batchId ?? 0),
    queryFn: ({ signal }) => fetchJson<SlotList>(`/api/batches/${batchId}/slots`, { signal }),
    enabled: batchId !== null,
  });
}

type SaveSlot = { id: null; batchId: number; input: SlotInput } | { id: number; input: SlotInput };

/** `POST /api/batches/:id/slots` (id null) or `PUT /api/slots/:id`. */
function saveSlot(save: SaveSlot): Promise<Slot> {
  return save.id === null
    ? fetchJson<Slot>(`/api/batches/${save.batchId}/slots`, { method: 'POST', body: save.input })
    : fetchJson<Slot>(`/api/slots/${save.id}`, { method: 'PUT', body: save.input });
}

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: slotKeys.all }),
      // The week views show the slots too.
      client.invalidateQueries({ queryKey: queryKeys.timetableWeek.all }),
    ]);
}

export function useSaveSlot() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: saveSlot, onSuccess: refresh });
}

/** `DELETE /api/slots/:id`: deleted, or ended from today when it has attendance. */
export function useDeleteSlot() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) =>
      fetchJson<SlotDeleteReply>(`/api/slots/${id}`, { method: 'DELETE' }),
    onSettled: refresh,
  });
}

/** `GET /api/holidays?year=`. */
export function useHolidays(year: number) {
  return useQuery({
    queryKey: holidayKeys.of(year),
    queryFn: ({ signal }) => fetchJson<HolidayList>(`/api/holidays?year=${year}`, { signal }),
  });
}

function useHolidayRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: holidayKeys.all }),
      client.invalidateQueries({ queryKey: queryKeys.timetableWeek.all }),
    ]);
}

/** `POST /api/holidays`. */
export function useAddHoliday() {
  const refresh = useHolidayRefresh();
  return useMutation({
    mutationFn: (input: HolidayInput) =>
      fetchJson<Holiday>('/api/holidays', { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

/** `DELETE /api/holidays/:id`. */
export function useDeleteHoliday() {
  const refresh = useHolidayRefresh();
  return useMutation({
    mutationFn: (id: number) =>
      fetchJson<{ ok: true }>(`/api/holidays/${id}`, { method: 'DELETE' }),
    onSettled: refresh,
  });
}
