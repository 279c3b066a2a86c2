import { redirect } from 'react-router';
import type { AuthReply, SessionUser } from '../../shared/auth';
import type { Role } from '../../shared/roles';
import { fetchJson } from './api';

/** The logged-in user, or null. `GET /auth/me` never answers 401. */
export async function getSessionUser(): Promise<SessionUser | null> {
  const reply = await fetchJson<AuthReply>('/auth/me');
  return reply.user;
}

/** For a guarded area's clientLoader: the user when they have `role`, else a redirect to `loginPath`. */
export async function requireRole(role: Role, loginPath: string): Promise<SessionUser> {
  const user = await getSessionUser().catch(() => null);
  if (!user || user.role !== role) throw redirect(loginPath);
  return user;
}

export async function loginAdmin(username: string, password: string): Promise<SessionUser> {
  const reply = await fetchJson<{ user: SessionUser }>('/auth/login', {
    body: { username, password },
  });
  return reply.user;
}

export async function loginStudent(studentId: string, password: string): Promise<SessionUser> {
  const reply = await fetchJson<{ user: SessionUser }>('/auth/student/login', {
    body: { studentId, password },
  });
  return reply.user;
}

/** Ends the session on the server (which also clears the cookie). */
export async function logout(): Promise<void> {
  await fetchJson<void>('/auth/logout', { method: 'POST' });
}
