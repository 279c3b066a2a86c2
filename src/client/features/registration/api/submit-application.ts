import type { AdmissionInput, AdmissionReply } from '#shared/registration.ts';
import { fetchJson } from '#client/lib/api.ts';

/** `POST /api/admissions`: the public /SignUp application (no session needed). */
export function submitApplication(input: AdmissionInput): Promise<AdmissionReply> {
  return fetchJson<AdmissionReply>('/api/admissions', { method: 'POST', body: input });
}
