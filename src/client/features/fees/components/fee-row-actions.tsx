import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useId, useState } from 'react';
import type { FeeAccountSummary } from '../../../../shared/fees';

type FeeRowActionsProps = {
  account: FeeAccountSummary;
  onAccount: () => void;
  onInstalments: () => void;
  onRecordPayment: () => void;
};

const narrowScreen = (theme: Theme) => theme.breakpoints.down('md');

/**
 * A balance row's actions: Account, Instalments and (while something is unpaid) Record payment.
 * On a phone they sit in a menu, so the row fits the screen without scrolling sideways.
 */
export function FeeRowActions({
  account: a,
  onAccount,
  onInstalments,
  onRecordPayment,
}: FeeRowActionsProps) {
  const phone = useMediaQuery(narrowScreen, { noSsr: true });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const who = `${a.studentName}, ${a.courseName}`;
  const actions = [
    { label: 'Account', name: `Account of ${who}`, run: onAccount },
    { label: 'Instalments', name: `Instalments of ${who}`, run: onInstalments },
    ...(a.unpaidPaise > 0
      ? [{ label: 'Record payment', name: `Record payment for ${who}`, run: onRecordPayment }]
      : []),
  ];

  if (!phone) {
    return (
      <Stack direction="row" spacing={1}>
        {actions.map((x) => (
          <Button
            key={x.label}
            size="small"
            variant={x.run === onRecordPayment ? 'contained' : 'text'}
            onClick={x.run}
            aria-label={x.name}
          >
            {x.label}
          </Button>
        ))}
      </Stack>
    );
  }
  return (
    <>
      <IconButton
        aria-label={`Actions for ${who}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((x) => (
          <MenuItem
            key={x.label}
            onClick={() => {
              setAnchor(null);
              x.run();
            }}
          >
            {x.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
