import './fees.css';
import Chip from '@mui/material/Chip';
import type { Instalment } from '../../../../shared/fees';
import { formatDate } from '../../../../shared/format';
import { rupees } from './rupees';

const statusLabel = { paid: 'Paid', due: 'Due', overdue: 'Overdue' } as const;
const statusColor = { paid: 'success', due: 'default', overdue: 'error' } as const;

/** The instalment plan; an overdue instalment stands out in red with what is still unpaid. */
export function InstalmentList({ instalments }: { instalments: Instalment[] }) {
  if (instalments.length === 0) return null;
  return (
    <ul className="fee-instalments" aria-label="Instalments">
      {instalments.map((i) => (
        <li key={i.dueOn} className={`fee-instalments__item fee-instalments__item--${i.status}`}>
          <span>Due {formatDate(i.dueOn)}</span>
          <span>{rupees(i.amountPaise)}</span>
          <Chip size="small" color={statusColor[i.status]} label={statusLabel[i.status]} />
          {i.status === 'overdue' && i.unpaidPaise !== i.amountPaise && (
            <span>{rupees(i.unpaidPaise)} unpaid</span>
          )}
        </li>
      ))}
    </ul>
  );
}
