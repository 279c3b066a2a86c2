import { useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api';

/** `GET /get-courses` (admin): the names the form's course checkboxes offer. */
export async function getCourseNames(signal?: AbortSignal): Promise<string[]> {
  const list = await fetchJson<{ id: number; name: string }[]>('/get-courses', { signal });
  return list.map((c) => c.name);
}

export function useCourseNames() {
  return useQuery({
    queryKey: ['courses', 'names'],
    queryFn: ({ signal }) => getCourseNames(signal),
  });
}
