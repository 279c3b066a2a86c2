import { academy } from '#shared/academy.ts';
import { FeesScreen } from '#client/features/fees/components/fees-screen.tsx';
import { i18n, useTranslation } from '#client/lib/i18n.ts';

export function meta() {
  return [{ title: `${i18n.t('admin-school:titles.fees')} · ${academy.name}` }];
}

/** /Sidebar/Fees: balances, defaulters, accounts, payments and receipts. */
export default function AdminFees() {
  const { t } = useTranslation('admin-school');
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{t('titles.fees')}</h1>
      <FeesScreen />
    </section>
  );
}
