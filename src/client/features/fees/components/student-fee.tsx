import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { useMyFee, usePrefetchReceipt } from '../api/fees';
import { FeeCard } from './fee-card';
import { PaymentHistory } from './payment-history';
import { useTranslation } from '#client/lib/i18n.ts';
import { useCourseName } from '#client/lib/course-names.ts';
import './fees.css';
import { studentPaths } from '#client/lib/paths.ts';

/** The student's Fee page: one card per enrolled course, payments and receipts to download. */
export function StudentFee() {
  const fee = useMyFee();
  const prefetch = usePrefetchReceipt('student');
  const { t } = useTranslation('student');
  const courseName = useCourseName();
  return (
    <QueryView query={fee} loadingLabel={t('fee.loading')} errorMessage={t('fee.error')}>
      {({ accounts }) =>
        accounts.length === 0 ? (
          <div className="dash-empty">
            <p>{t('fee.notEnrolled')}</p>
          </div>
        ) : (
          <>
            {accounts.map((a) => (
              <Paper
                key={a.enrolmentId}
                component="section"
                sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
                aria-label={courseName(a.courseName)}
              >
                <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                  {courseName(a.courseName)}
                </Typography>
                <FeeCard account={a} />
                <Typography variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 600 }}>
                  {t('fee.paymentHistory')}
                </Typography>
                <PaymentHistory
                  payments={a.payments}
                  receiptPath={studentPaths.feeReceipt}
                  onIntent={prefetch}
                  courseName={courseName(a.courseName)}
                />
              </Paper>
            ))}
          </>
        )
      }
    </QueryView>
  );
}
