import Alert from '@mui/material/Alert';
import type { FeeAccount } from '#shared/fees.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { useCourseName } from '#client/lib/course-names.ts';
import { courseDuration } from '#client/lib/course-duration.ts';
import { InstalmentList } from './instalment-list';
import { useFeeFormats } from './rupees';
import './fees.css';
import { keepTogether } from '#client/components/keep-together.tsx';

/** The spec's Fee card: student id, course, duration, type, total, paid and unpaid fee. */
export function FeeCard({ account }: { account: FeeAccount }) {
  // Shared with the student's Fee page: the card's words live with the office's fee screens.
  const { t } = useTranslation('admin-school');
  const { rupees, date } = useFeeFormats();
  const courseName = useCourseName()(account.courseName);
  // The server names the type in English ('Instalments (2)', 'One-time'); the plan says which.
  const plan = account.instalments.length;
  const type = plan > 0 ? t('fees.card.instalments', { n: plan }) : t('fees.card.oneTime');
  const overdue = { amount: rupees(account.overduePaise) };
  return (
    <>
      <dl className="fee-card" aria-label={t('fees.card.label', { course: courseName })}>
        <dt>{t('fees.card.studentId')}</dt>
        <dd>{account.studentId}</dd>
        <dt>{t('fees.card.courseName')}</dt>
        <dd>{courseName}</dd>
        <dt>{t('fees.card.duration')}</dt>
        <dd>{account.duration ? courseDuration(account.duration) : '—'}</dd>
        <dt>{t('fees.card.type')}</dt>
        <dd>{type}</dd>
        <dt>{t('fees.card.total')}</dt>
        <dd data-testid="fee-total">{rupees(account.totalPaise)}</dd>
        <dt>{t('fees.card.paid')}</dt>
        <dd data-testid="fee-paid">{rupees(account.paidPaise)}</dd>
        <dt>{t('fees.card.unpaid')}</dt>
        <dd data-testid="fee-unpaid" className="fee-card__unpaid">
          {rupees(account.unpaidPaise)}
        </dd>
      </dl>
      {account.overduePaise > 0 && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {keepTogether(
            account.nextDueOn
              ? t('fees.card.overdueSince', { ...overdue, date: date(account.nextDueOn) })
              : t('fees.card.overdue', overdue),
          )}
        </Alert>
      )}
      <InstalmentList instalments={account.instalments} />
    </>
  );
}
