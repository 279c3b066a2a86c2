import { useParams } from 'react-router';
import { academy } from '../../../shared/academy';
import { i18n, useTranslation } from '../../lib/i18n';
import { ReceiptPage } from '../../features/fees/components/receipt-view';

export function meta() {
  return [{ title: `${i18n.t('student:titles.feeReceipt')} · ${academy.name}` }];
}

/** /Sdashboard/receipts/:id: one of the student's own receipts, to print or save as PDF. */
export default function StudentFeeReceipt() {
  const { t } = useTranslation('student');
  const id = Number(useParams().id);
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{t('titles.feeReceipt')}</h1>
      <ReceiptPage
        scope="student"
        id={id}
        backTo="/Sdashboard/fee"
        backLabel={t('feeReceipt.back')}
      />
    </section>
  );
}
