import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { loginPathFor, type AreaName } from '#client/lib/next-path.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { onSessionExpired, sessionExpiredState } from '#client/lib/session-expiry.ts';

/**
 * While a dashboard is on screen: when a call finds the session gone, go to the area's login
 * page, which says why and brings the user back to this page after they log in again.
 */
export function useSessionExpiry(area: AreaName): void {
  const navigate = useNavigate();
  useEffect(() => {
    let leaving = false;
    return onSessionExpired(() => {
      // Several calls may fail at once; leave once.
      if (leaving) return;
      leaving = true;
      const { pathname, search, hash } = window.location;
      // Leave the dashboard before dropping its cache, so no query refetches without a session.
      void Promise.resolve(
        navigate(loginPathFor(area, `${pathname}${search}${hash}`), {
          replace: true,
          state: sessionExpiredState,
        }),
      ).then(() => queryClient.clear());
    });
  }, [area, navigate]);
}
