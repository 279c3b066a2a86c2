import { redirect } from 'react-router';
import type { AuthReply, SessionUser } from '#shared/auth.ts';
import { fetchJson } from './api';
import { adoptUserLanguage } from './language';
import { loginPathFor, type AreaName } from './next-path';

const roleHintKey = 'academy:role';

/**
 * A hint, kept in this browser, that someone logged in here: the public header asks the server
 * who is logged in only when it is set, so anonymous visitors make no extra request.
 */
function rememberRole(role: SessionUser['role'] | null): void {
  try {
    if (role) window.localStorage.setItem(roleHintKey, role);
    else window.localStorage.removeItem(roleHintKey);
  } catch {
    // Storage may be disabled; the hint is only an optimisation.
  }
}

export function hasRoleHint(): boolean {
  try {
    return window.localStorage.getItem(roleHintKey) !== null;
  } catch {
    return false;
  }
}

/** The logged-in user, or null. `GET /auth/me` never answers 401. */
export async function getSessionUser(): Promise<SessionUser | null> {
  const reply = await fetchJson<AuthReply>('/auth/me');
  rememberRole(reply.user?.role ?? null);
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
  await adoptUserLanguage(user);
  return user;
}

/**
 * Like `requireRole`, also telling whether the user must first replace a generated password
 * (the area then shows only the change-password screen).
 */
export async function requireRoleSession(
  area: AreaName,
  request: Request,
): Promise<{ user: SessionUser; mustChangePassword: boolean }> {
  const reply = await fetchJson<AuthReply>('/auth/me').catch(() => null);
  if (reply) rememberRole(reply.user?.role ?? null);
  const user = reply?.user;
  if (!user || user.role !== area) {
    const url = new URL(request.url);
    throw redirect(loginPathFor(area, `${url.pathname}${url.search}`));
  }
  await adoptUserLanguage(user);
  return { user, mustChangePassword: reply.mustChangePassword === true };
}

export async function loginAdmin(username: string, password: string): Promise<SessionUser> {
  const reply = await fetchJson<{ user: SessionUser }>('/auth/login', {
    body: { username, password },
  });
  rememberRole(reply.user.role);
  await adoptUserLanguage(reply.user);
  return reply.user;
}

export async function loginStudent(studentId: string, password: string): Promise<SessionUser> {
  const reply = await fetchJson<{ user: SessionUser }>('/auth/student/login', {
    body: { studentId, password },
  });
  rememberRole(reply.user.role);
  await adoptUserLanguage(reply.user);
  return reply.user;
}

export async function loginTeacher(loginId: string, password: string): Promise<SessionUser> {
  const reply = await fetchJson<{ user: SessionUser }>('/auth/teacher/login', {
    body: { loginId, password },
  });
  rememberRole(reply.user.role);
  await adoptUserLanguage(reply.user);
  return reply.user;
}

/** Ends the session on the server (which also clears the cookie). */
export async function logout(): Promise<void> {
  await fetchJson<void>('/auth/logout', { method: 'POST' });
  rememberRole(null);
}
