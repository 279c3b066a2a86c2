import { academy } from '../../../shared/academy';
import { i18n, useTranslation } from '../../lib/i18n';
import { StudentFee } from '../../features/fees/components/student-fee';

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
