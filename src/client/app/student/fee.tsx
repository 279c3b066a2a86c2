import { academy } from '#shared/academy.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { StudentFee } from '#client/features/fees/components/student-fee.tsx';

export function meta() {
  return [{ title: `${i18n.t('student:titles.fee')} · ${academy.name}` }];
}

/** /Sdashboard/fee: the spec's Fee card per course, payment history and receipts. */
export default function StudentFeePage() {
  const { t } = useTranslation('student');
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{t('titles.fee')}</h1>
      <StudentFee />
    </section>
  );
}
