import { lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SessionUser } from '#shared/auth.ts';
import { holdUserCalls } from '#client/lib/api.ts';
import { logout } from '#client/lib/auth.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { showToast } from '../toast-store';

// The menu's code (MUI's Menu, Popover, Modal: ~17 KB gzip) loads when the pointer or focus
// first reaches the button, or on the first press: not with the dashboard's first screen.
const loadMenuList = () =>
  import('./profile-menu-list').then((m) => ({ default: m.ProfileMenuList }));
const ProfileMenuList = lazy(loadMenuList);
const preloadMenuList = () => void loadMenuList().catch(() => {});

type ProfileMenuProps = {
  user: SessionUser;
  /** 'Student ID' or 'Admin ID': how the username is labelled. */
  idLabel: string;
  /** Where Logout leads. */
  loginPath: string;
  /** The read-only page of one's own details (students). */
  profilePath?: string;
  /** Settings: change password. */
  settingsPath?: string;
};

/** Profile button and its menu: who is logged in, and Logout, which ends the session. */
export function ProfileMenu({
  user,
  idLabel,
  loginPath,
  profilePath,
  settingsPath,
}: ProfileMenuProps) {
  const navigate = useNavigate();
  const { t } = useTranslation('common');
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  // Mounted from its first opening on, so that it closes with its transition.
  const [menuUsed, setMenuUsed] = useState(false);

  function open(path: string) {
    setAnchor(null);
    void navigate(path);
  }

  async function onLogout() {
    setBusy(true);
    // No call of the dashboard goes out between the end of the session and leaving the page.
    holdUserCalls(true);
    try {
      await queryClient.cancelQueries();
      await logout();
      setAnchor(null);
      // Leave the dashboard before dropping its cache, so no query refetches without a session.
      await navigate(loginPath, { replace: true });
      queryClient.clear();
    } catch {
      setBusy(false);
      showToast({
        message: i18n.t('errors:network'),
        kind: 'error',
      });
    } finally {
      holdUserCalls(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className="dash-icon-button dash-profile"
        aria-label={t('profileMenu.button')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onPointerEnter={preloadMenuList}
        onFocus={preloadMenuList}
        onClick={(e) => {
          setMenuUsed(true);
          setAnchor(e.currentTarget);
        }}
      >
        <span className="dash-avatar" aria-hidden="true">
          {user.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
      </button>
      {menuUsed && (
        <Suspense fallback={null}>
          <ProfileMenuList
            id={menuId}
            anchor={anchor}
            onClose={() => setAnchor(null)}
            user={user}
            idLabel={idLabel}
            profilePath={profilePath}
            settingsPath={settingsPath}
            open={open}
            onLogout={() => void onLogout()}
            busy={busy}
          />
        </Suspense>
      )}
    </>
  );
}
