import { useLocation } from 'react-router';
import { useTranslation } from '#client/lib/i18n.ts';
import { isSessionExpiredState } from '#client/lib/session-expiry.ts';

/** Above a login form when a dashboard sent the user here because their session ended. */
export function SessionExpiredNotice() {
  const { state } = useLocation();
  const { t } = useTranslation('auth');
  if (!isSessionExpiredState(state)) return null;
  return (
    <p className="auth__notice" role="status">
      {t('sessionExpired')}
    </p>
  );
}
