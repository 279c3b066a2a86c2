import { redirect } from 'react-router';
import type { AuthReply, SessionUser } from '../../shared/auth';
import { fetchJson } from './api';
import { loginPathFor, type AreaName } from './next-path';

/** The logged-in user, or null. `GET /auth/me` never answers 401. */
export async function getSessionUser(): Promise<SessionUser | null> {
  const reply = await fetchJson<AuthReply>('/auth/me');
  return reply.user;
}

/**
 * For a guarded area's clientLoader: the user when they have the area's role, else a redirect to
 * the area's login page, which brings them back to the page asked for.
 */
export async function requireRole(area: AreaName, request: Request): Promise<SessionUser> {
  const user = await getSessionUser().catch(() => null);
  if (!user || user.role !== area) {
    const url = new URL(request.url);
    throw redirect(loginPathFor(area, `${url.pathname}${url.search}`));
  }
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
