import { createContext, useContext, useEffect, useState } from 'react';
import type { Role } from '#shared/roles.ts';
import { getSessionUser, hasRoleHint } from '#client/lib/auth.ts';
import { accountLinks, dashboardLinks, type AccountLink } from './nav-links';

/** The role of whoever is logged in in this browser, or null (a visitor, or not known yet). */
export const SessionRoleContext = createContext<Role | null>(null);

/**
 * For the public layout, once per visit of the public site: the prerendered page is a visitor's;
 * after hydration the server is asked who is logged in, only when this browser has logged in
 * before (anonymous visitors make no extra request).
 */
export function useSessionRoleLookup(): Role | null {
  const [role, setRole] = useState<Role | null>(null);
  useEffect(() => {
    if (!hasRoleHint()) return;
    let live = true;
    getSessionUser().then(
      (user) => {
        if (live && user) setRole(user.role);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return role;
}

/** The logged-in user's dashboard link (in place of a Log in), or null for a visitor. */
export function useDashboardLink(): AccountLink | null {
  const role = useContext(SessionRoleContext);
  return role ? (dashboardLinks[role][0] ?? null) : null;
}

/** The header's account links: Login and Admin Login, or the logged-in user's dashboard. */
export function useAccountLinks(): readonly AccountLink[] {
  const role = useContext(SessionRoleContext);
  return role ? dashboardLinks[role] : accountLinks;
}
