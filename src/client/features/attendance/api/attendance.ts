import { useQuery } from '@tanstack/react-query';
import type { Register, RegisterInput, TeacherClasses } from '#shared/attendance.ts';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** Whose calls the sheet makes: the teacher's own, or the admin's (any class up to today). */
export type SheetApi = '/api/teacher/classes' | '/api/classes';

/** `GET /api/teacher/classes?days=`: the teacher's classes of today and the `days` before. */
export function useTeacherClasses(days = 0) {
  return useQuery({
    queryKey: queryKeys.attendance.classes(days),
    queryFn: ({ signal }) =>
      fetchJson<TeacherClasses>(`/api/teacher/classes?days=${days}`, { signal }),
  });
}

const registerUrl = (api: SheetApi, slotId: number, on: string) =>
  `${api}/${slotId}/${on}/register`;

/** `GET …/register`: one class's sheet. */
export function useRegister(api: SheetApi, slotId: number, on: string) {
  return useQuery({
    queryKey: queryKeys.attendance.register(api, slotId, on),
    queryFn: ({ signal }) => fetchJson<Register>(registerUrl(api, slotId, on), { signal }),
    // The sheet on screen is the teacher's until saved: never refreshed under their hands.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** `PUT …/register`: the whole sheet; saving it again replaces it. */
export const putRegister = (api: SheetApi, slotId: number, on: string, body: RegisterInput) =>
  fetchJson<Register>(registerUrl(api, slotId, on), { method: 'PUT', body });
