import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useId, useState } from 'react';
import type { FeeAccountSummary } from '#shared/fees.ts';
import { useCourseName } from '#client/lib/course-names.ts';
import { useTranslation } from '#client/lib/i18n.ts';

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
  const { t } = useTranslation('admin-school');
  const phone = useMediaQuery(narrowScreen, { noSsr: true });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const courseName = useCourseName();
  const who = `${a.studentName}, ${courseName(a.courseName)}`;
  const actions = [
    {
      label: t('fees.rowActions.account'),
      name: t('fees.rowActions.accountOf', { who }),
      run: onAccount,
    },
    {
      label: t('fees.rowActions.instalments'),
      name: t('fees.rowActions.instalmentsOf', { who }),
      run: onInstalments,
    },
    ...(a.unpaidPaise > 0
      ? [
          {
            label: t('fees.rowActions.recordPayment'),
            name: t('fees.rowActions.recordPaymentFor', { who }),
            run: onRecordPayment,
          },
        ]
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
            // One line each (the Punjabi and Hindi button rule lets buttons wrap: beaten here).
            sx={{ '&&&': { whiteSpace: 'nowrap', flexShrink: 0 } }}
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
        aria-label={t('fees.rowActions.actionsFor', { who })}
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
