import { useLocation } from 'react-router';
import { isSessionExpiredState, sessionExpiredMessage } from '../../lib/session-expiry';

/** Above a login form when a dashboard sent the user here because their session ended. */
export function SessionExpiredNotice() {
  const { state } = useLocation();
  if (!isSessionExpiredState(state)) return null;
  return (
    <p className="auth__notice" role="status">
      {sessionExpiredMessage}
    </p>
  );
}
