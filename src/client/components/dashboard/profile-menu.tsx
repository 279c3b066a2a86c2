import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import SettingsIcon from '@mui/icons-material/Settings';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SessionUser } from '../../../shared/auth';
import { holdUserCalls } from '../../lib/api';
import { logout } from '../../lib/auth';
import { i18n, useTranslation } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { showToast } from '../toast-store';

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
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <span className="dash-avatar" aria-hidden="true">
          {user.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
      </button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        // Drawn inside the top bar's banner landmark, not at the end of <body>, so the menu's
        // words belong to a landmark (axe: region); the rest of the page is still hidden from
        // screen readers while it is open.
        disablePortal
      >
        {profilePath ? (
          <MenuItem onClick={() => open(profilePath)}>
            <ListItemIcon>
              <AccountCircleIcon />
            </ListItemIcon>
            <ListItemText
              primary={t('profileMenu.profile')}
              secondary={`${user.name} · ${idLabel}: ${user.username}`}
            />
          </MenuItem>
        ) : (
          <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
            <ListItemIcon>
              <AccountCircleIcon />
            </ListItemIcon>
            <ListItemText primary={user.name} secondary={`${idLabel}: ${user.username}`} />
          </MenuItem>
        )}
        {settingsPath ? (
          <MenuItem onClick={() => open(settingsPath)}>
            <ListItemIcon>
              <SettingsIcon />
            </ListItemIcon>
            <ListItemText
              primary={t('profileMenu.settings')}
              secondary={t('profileMenu.changePassword')}
            />
          </MenuItem>
        ) : null}
        <Divider />
        <MenuItem onClick={() => void onLogout()} disabled={busy}>
          <ListItemIcon>
            <LogoutIcon />
          </ListItemIcon>
          <ListItemText primary={t('profileMenu.logout')} />
        </MenuItem>
      </Menu>
    </>
  );
}
