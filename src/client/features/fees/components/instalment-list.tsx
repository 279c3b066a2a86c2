import './fees.css';
import Chip from '@mui/material/Chip';
import type { Instalment } from '#shared/fees.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { useFeeFormats } from './rupees';

const statusKey = {
  paid: 'fees.instalments.status.paid',
  due: 'fees.instalments.status.due',
  overdue: 'fees.instalments.status.overdue',
} as const;
const statusColor = { paid: 'success', due: 'default', overdue: 'error' } as const;

/** The instalment plan; an overdue instalment stands out in red with what is still unpaid. */
export function InstalmentList({ instalments }: { instalments: Instalment[] }) {
  const { t } = useTranslation('admin-school');
  const { rupees, date } = useFeeFormats();
  if (instalments.length === 0) return null;
  return (
    <ul className="fee-instalments" aria-label={t('fees.instalments.label')}>
      {instalments.map((i) => (
        <li key={i.dueOn} className={`fee-instalments__item fee-instalments__item--${i.status}`}>
          <span>{t('fees.instalments.due', { date: date(i.dueOn) })}</span>
          <span>{rupees(i.amountPaise)}</span>
          <Chip size="small" color={statusColor[i.status]} label={t(statusKey[i.status])} />
          {i.status === 'overdue' && i.unpaidPaise !== i.amountPaise && (
            <span>{t('fees.instalments.unpaid', { amount: rupees(i.unpaidPaise) })}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
