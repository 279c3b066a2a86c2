import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegistrationRecord, RegistrationsReply } from '#shared/students.ts';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** `GET /get-registrations`: students and pending applications with their whole form. */
async function getRegistrations(signal?: AbortSignal): Promise<RegistrationRecord[]> {
  const reply = await fetchJson<RegistrationsReply>('/get-registrations', { signal });
  return reply.registrations;
}

const registrationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.students.registrations,
    queryFn: ({ signal }) => getRegistrations(signal),
  });

export function useRegistrations() {
  return useQuery(registrationsQueryOptions());
}
