import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import SettingsIcon from '@mui/icons-material/Settings';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { SessionUser } from '#shared/auth.ts';
import { useTranslation } from '#client/lib/i18n.ts';

type ProfileMenuListProps = {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  user: SessionUser;
  idLabel: string;
  profilePath?: string;
  settingsPath?: string;
  /** Closes the menu and goes to `path`. */
  open: (path: string) => void;
  onLogout: () => void;
  busy: boolean;
};

/**
 * The profile button's menu (profile-menu.tsx), in a module of its own: MUI's Menu, Popover and
 * Modal load when the button is first reached for, not with every dashboard's first screen.
 */
export function ProfileMenuList({
  id,
  anchor,
  onClose,
  user,
  idLabel,
  profilePath,
  settingsPath,
  open,
  onLogout,
  busy,
}: ProfileMenuListProps) {
  const { t } = useTranslation('common');
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
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
      <MenuItem onClick={onLogout} disabled={busy}>
        <ListItemIcon>
          <LogoutIcon />
        </ListItemIcon>
        <ListItemText primary={t('profileMenu.logout')} />
      </MenuItem>
    </Menu>
  );
}
