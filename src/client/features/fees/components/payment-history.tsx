import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { Link } from 'react-router';
import { DataTable } from '#client/components/dashboard/data-table.tsx';
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

/** A payment's receipt: on a phone the receipt icon alone (named by aria-label), so the column fits. */
function ReceiptLink(props: { to: string; serial: string | null; onIntent: () => void }) {
  const { t } = useTranslation('admin-school');
  return (
    <Button
      size="small"
      component={Link}
      to={props.to}
      prefetch="render"
      onMouseEnter={props.onIntent}
      onFocus={props.onIntent}
      startIcon={<ReceiptIcon />}
      aria-label={t('fees.history.receiptOf', { serial: props.serial })}
      sx={{ minWidth: 40, '& .MuiButton-startIcon': { mx: { xs: 0, sm: undefined } } }}
    >
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {props.serial}
      </Box>
    </Button>
  );
}

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
    <DataTable
      frame="none"
      label={label}
      tableSx={tight}
      columns={[
        {
          header: t('fees.history.date'),
          cell: (p) => (
            <>
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {date(p.paidOn)}
              </Box>
              {p.kind === 'reversal' && (
                <>
                  <br />
                  <Chip size="small" color="warning" label={t('fees.history.reversal')} /> {p.note}
                </>
              )}
              {p.reversedById !== null && (
                <>
                  <br />
                  <Chip size="small" variant="outlined" label={t('fees.history.reversed')} />
                </>
              )}
            </>
          ),
        },
        {
          header: t('fees.history.amount'),
          align: 'right',
          sx: { whiteSpace: 'nowrap' },
          cell: (p) => (
            <>
              {rupees(p.amountPaise)}
              <Box component="span" sx={narrow}>
                <br />
                {method(p.method)}
              </Box>
            </>
          ),
        },
        {
          header: t('fees.history.method'),
          sx: wide,
          headSx: wide,
          cell: (p) => `${method(p.method)}${p.reference ? ` · ${p.reference}` : ''}`,
        },
        {
          header: t('fees.history.receipt'),
          cell: (p) =>
            p.receiptId !== null && (
              <ReceiptLink
                to={receiptPath(p.receiptId)}
                serial={p.receiptSerial}
                onIntent={() => onIntent?.(p.receiptId!)}
              />
            ),
        },
      ]}
      rows={payments}
      rowKey={(p) => p.id}
      pinActions={false}
      actions={
        onReverse && {
          // Named for screen readers (an empty header is an axe finding), unseen on screen.
          header: t('fees.history.actions'),
          hideHeader: true,
          who: (p) => `${date(p.paidOn)} ${rupees(p.amountPaise)}`,
          list: (p) =>
            p.kind === 'payment' && p.reversedById === null
              ? [{ label: t('fees.history.reverse'), color: 'error', onClick: () => onReverse(p) }]
              : [],
        }
      }
    />
  );
}
