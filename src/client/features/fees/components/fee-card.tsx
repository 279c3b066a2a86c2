import Alert from '@mui/material/Alert';
import type { FeeAccount } from '../../../../shared/fees';
import { formatDate } from '../../../../shared/format';
import { InstalmentList } from './instalment-list';
import { rupees } from './rupees';
import './fees.css';

/** The spec's Fee card: student id, course, duration, type, total, paid and unpaid fee. */
export function FeeCard({ account }: { account: FeeAccount }) {
  return (
    <>
      <dl className="fee-card" aria-label={`Fee for ${account.courseName}`}>
        <dt>Student ID</dt>
        <dd>{account.studentId}</dd>
        <dt>Course Name</dt>
        <dd>{account.courseName}</dd>
        <dt>Duration</dt>
        <dd>{account.duration || '—'}</dd>
        <dt>Type</dt>
        <dd>{account.type}</dd>
        <dt>Total Fee</dt>
        <dd data-testid="fee-total">{rupees(account.totalPaise)}</dd>
        <dt>Paid Fee</dt>
        <dd data-testid="fee-paid">{rupees(account.paidPaise)}</dd>
        <dt>Unpaid Fee</dt>
        <dd data-testid="fee-unpaid" className="fee-card__unpaid">
          {rupees(account.unpaidPaise)}
        </dd>
      </dl>
      {account.overduePaise > 0 && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {rupees(account.overduePaise)} is overdue
          {account.nextDueOn ? ` (since ${formatDate(account.nextDueOn)})` : ''}. Please pay at the
          office or by UPI.
        </Alert>
      )}
      <InstalmentList instalments={account.instalments} />
    </>
  );
}
