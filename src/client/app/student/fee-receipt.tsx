import { useParams } from 'react-router';
import { academy } from '#shared/academy.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { ReceiptPage } from '#client/features/fees/components/receipt-view.tsx';
import { studentPaths } from '#client/lib/paths.ts';

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
        backTo={studentPaths.fee}
        backLabel={t('feeReceipt.back')}
      />
    </section>
  );
}
