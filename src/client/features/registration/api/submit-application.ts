import type { AdmissionInput, AdmissionReply } from '../../../../shared/registration';
import { fetchJson } from '../../../lib/api';

/** `POST /api/admissions`: the public /SignUp application (no session needed). */
export function submitApplication(input: AdmissionInput): Promise<AdmissionReply> {
  return fetchJson<AdmissionReply>('/api/admissions', { method: 'POST', body: input });
}
