import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { Link } from 'react-router';
import { TableScroll } from '#client/components/dashboard/table-scroll.tsx';
import { feeMessages, type Payment } from '#shared/fees.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { translateValidation } from '#client/lib/server-messages.ts';
import { useFeeFormats } from './rupees';

type PaymentHistoryProps = {
  payments: Payment[];
  /** The receipt page of a receipt id. */
  receiptPath: (id: number) => string;
  /** Admin only: offers Reverse on payments not yet reversed. */
  onReverse?: (payment: Payment) => void;
  /** Called when a receipt link is pointed at or focused (to load it ahead of the click). */
  onIntent?: (receiptId: number) => void;
  /** The course, when a page lists the history of several: each table gets its own name. */
  courseName?: string;
};

// On a phone the method moves under the amount, so the receipt stays in view.
const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;
const narrow = { display: { xs: 'inline', sm: 'none' } } as const;
// Narrower cells on a phone: date, amount and the receipt fit beside the dashboard's rail with
// the "Receipt" header whole (issue 27.18).
const tight = { '& td, & th': { px: { xs: 1, sm: 2 } } } as const;
// Read by screen readers, not drawn (sx would read 1 as 100%, hence the pixel strings).
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Payments and reversals, oldest first, each payment with its receipt. */
export function PaymentHistory({
  payments,
  receiptPath,
  onReverse,
  onIntent,
  courseName,
}: PaymentHistoryProps) {
  const { t } = useTranslation('admin-school');
  const label = courseName ? `${t('fees.history.label')} · ${courseName}` : t('fees.history.label');
  const { rupees, date, method } = useFeeFormats();
  if (payments.length === 0) {
    return (
      <div className="dash-empty">
        <p>{translateValidation(feeMessages.noPayments)}</p>
      </div>
    );
  }
  return (
    // On a phone a long receipt number or a reversal note can be wider than the screen: the
    // table then scrolls in a named region that takes the focus.
    <TableScroll label={label}>
      <Table size="small" aria-label={label} sx={tight}>
        <TableHead>
          <TableRow>
            <TableCell>{t('fees.history.date')}</TableCell>
            <TableCell align="right">{t('fees.history.amount')}</TableCell>
            <TableCell sx={wide}>{t('fees.history.method')}</TableCell>
            <TableCell>{t('fees.history.receipt')}</TableCell>
            {onReverse && (
              // Named for screen readers (an empty header is an axe finding), unseen on screen.
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {t('fees.history.actions')}
                </Box>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.map((p) => (
            <TableRow key={p.id}>
              <TableCell>
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {date(p.paidOn)}
                </Box>
                {p.kind === 'reversal' && (
                  <>
                    <br />
                    <Chip size="small" color="warning" label={t('fees.history.reversal')} />{' '}
                    {p.note}
                  </>
                )}
                {p.reversedById !== null && (
                  <>
                    <br />
                    <Chip size="small" variant="outlined" label={t('fees.history.reversed')} />
                  </>
                )}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {rupees(p.amountPaise)}
                <Box component="span" sx={narrow}>
                  <br />
                  {method(p.method)}
                </Box>
              </TableCell>
              <TableCell sx={wide}>
                {method(p.method)}
                {p.reference && ` · ${p.reference}`}
              </TableCell>
              <TableCell>
                {p.receiptId !== null && (
                  <Button
                    size="small"
                    component={Link}
                    to={receiptPath(p.receiptId)}
                    prefetch="render"
                    onMouseEnter={() => onIntent?.(p.receiptId!)}
                    onFocus={() => onIntent?.(p.receiptId!)}
                    startIcon={<ReceiptIcon />}
                    aria-label={t('fees.history.receiptOf', { serial: p.receiptSerial })}
                    // On a phone the receipt icon alone (named by aria-label), so the column fits.
                    sx={{
                      minWidth: 40,
                      '& .MuiButton-startIcon': { mx: { xs: 0, sm: undefined } },
                    }}
                  >
                    <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                      {p.receiptSerial}
                    </Box>
                  </Button>
                )}
              </TableCell>
              {onReverse && (
                <TableCell>
                  {p.kind === 'payment' && p.reversedById === null && (
                    <Button size="small" color="error" onClick={() => onReverse(p)}>
                      {t('fees.history.reverse')}
                    </Button>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
