import { academy } from '#shared/academy.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { StudentDataScreen } from '#client/features/students/components/student-data-screen.tsx';

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
