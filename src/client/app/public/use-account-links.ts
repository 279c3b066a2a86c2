import { useEffect, useState } from 'react';
import { getSessionUser, hasRoleHint } from '../../lib/auth';
import { accountLinks, dashboardLinks, type AccountLink } from './nav-links';

/**
 * The header's account links: Login and Admin Login, or, for someone logged in in this browser,
 * a link to their dashboard. The prerendered page shows the login links; after hydration the
 * server is asked only when this browser has logged in before.
 */
export function useAccountLinks(): readonly AccountLink[] {
  const [links, setLinks] = useState<readonly AccountLink[]>(accountLinks);
  useEffect(() => {
    if (!hasRoleHint()) return;
    let live = true;
    getSessionUser().then(
      (user) => {
        if (live && user) setLinks(dashboardLinks[user.role]);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return links;
}
