import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#client/lib/i18n.ts';

/** One thing a table row offers: Edit, Delete, Approve, Record payment… */
export type RowAction = {
  /** The words shown on the button, or in the phone's menu. */
  label: string;
  /** The accessible name naming the row ("Edit Asha Rani"); the label when not given. */
  name?: string;
  /** Drawn as an icon button (named by `name`) on a wide screen, beside the words in the menu. */
  icon?: ReactNode;
  /** An icon before the words of a button. */
  startIcon?: ReactNode;
  /** 'contained' for the row's main action. */
  variant?: 'text' | 'contained';
  color?: 'error' | 'success';
  disabled?: boolean;
  onClick?: () => void;
  /** The pointer or focus reached the action (its dialog's code can start loading). */
  onIntent?: () => void;
  /** A page of the app (followed without reloading). */
  to?: string;
  /** A file or an address outside the app. */
  href?: string;
  download?: boolean;
};

type RowActionsProps = {
  /** Who or what the row is ("Asha Rani"): names the phone's ⋮ button. */
  who: string;
  actions: RowAction[];
};

const narrowScreen = (theme: Theme) => theme.breakpoints.down('md');

/** What makes an action a link: a page of the app, or a file. */
function linkProps(a: RowAction) {
  if (a.to !== undefined) return { component: Link, to: a.to };
  if (a.href !== undefined) return { component: 'a' as const, href: a.href, download: a.download };
  return {};
}

/** The action as it is drawn on a wide screen: an icon button or a button. */
function WideAction({ action: a }: { action: RowAction }) {
  const common = {
    ...linkProps(a),
    'aria-label': a.name,
    disabled: a.disabled,
    color: a.color,
    onClick: a.onClick,
    onPointerEnter: a.onIntent,
    onFocus: a.onIntent,
  };
  if (a.icon) {
    return (
      <IconButton {...common} aria-label={a.name ?? a.label}>
        {a.icon}
      </IconButton>
    );
  }
  return (
    <Button
      {...common}
      size="small"
      variant={a.variant ?? 'text'}
      startIcon={a.startIcon}
      // One line each (the Punjabi and Hindi button rule lets buttons wrap: beaten here).
      sx={{ '&&&': { whiteSpace: 'nowrap', flexShrink: 0 } }}
    >
      {a.label}
    </Button>
  );
}

/**
 * A row's actions. On a wide screen they sit side by side as buttons, each named after the row;
 * on a phone (md and down) two or more fold into one ⋮ button ("Actions for Asha Rani") that
 * opens a menu, so the row fits the screen. A single action stays a button: a menu of one would
 * only add a tap.
 */
export function RowActions({ who, actions }: RowActionsProps) {
  const { t } = useTranslation('admin');
  const phone = useMediaQuery(narrowScreen, { noSsr: true });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  if (!phone || actions.length < 2) {
    return (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        {actions.map((a) => (
          <WideAction key={a.label} action={a} />
        ))}
      </Box>
    );
  }
  return (
    <>
      <IconButton
        aria-label={t('rowActions.actionsFor', { who })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((a) => (
          <MenuItem
            key={a.label}
            {...linkProps(a)}
            disabled={a.disabled}
            sx={a.color ? { color: `${a.color}.main` } : undefined}
            onClick={() => {
              setAnchor(null);
              a.onClick?.();
            }}
            onPointerEnter={a.onIntent}
            onFocus={a.onIntent}
          >
            {(a.icon ?? a.startIcon) && (
              <ListItemIcon sx={a.color ? { color: 'inherit' } : undefined}>
                {a.icon ?? a.startIcon}
              </ListItemIcon>
            )}
            {a.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
