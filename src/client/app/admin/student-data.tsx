import { academy } from '../../../shared/academy';
import { i18n, useTranslation } from '../../lib/i18n';
import { StudentDataScreen } from '../../features/students/components/student-data-screen';

export function meta() {
  return [{ title: `${i18n.t('admin:titles.studentData')} · ${academy.name}` }];
}

/** /Sidebar/StudentData: the spec's students screen, with working search, Edit and Delete. */
export default function AdminStudentData() {
  const { t } = useTranslation('admin');
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{t('headings.studentData')}</h1>
      <StudentDataScreen />
    </section>
  );
}
