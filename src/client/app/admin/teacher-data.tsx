import { academy } from '../../../shared/academy';
import { i18n, useTranslation } from '../../lib/i18n';
import { TeachersScreen } from '../../features/teachers/components/teachers-screen';

export function meta() {
  return [{ title: `${i18n.t('admin:titles.teacherData')} · ${academy.name}` }];
}

/** /Sidebar/TeacherData: the spec's teachers screen. */
export default function AdminTeacherData() {
  const { t } = useTranslation('admin');
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{t('headings.teacherData')}</h1>
      <TeachersScreen />
    </section>
  );
}
