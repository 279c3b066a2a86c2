import { useParams } from 'react-router';
import { academy } from '#shared/academy.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { ReceiptPage } from '#client/features/fees/components/receipt-view.tsx';
import { adminPaths } from '#client/lib/paths.ts';

export function meta() {
  return [{ title: `${i18n.t('documents:receipt.pageTitle')} · ${academy.name}` }];
}

/** /Sidebar/Fees/receipts/:id: a receipt to print or save as PDF. */
export default function AdminFeeReceipt() {
  const { t } = useTranslation('documents');
  const id = Number(useParams().id);
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{t('receipt.pageTitle')}</h1>
      <ReceiptPage
        scope="admin"
        id={id}
        backTo={adminPaths.fees}
        backLabel={t('receipt.backToFees')}
      />
    </section>
  );
}
