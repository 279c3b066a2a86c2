import { academy } from '#shared/academy.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { TeachersScreen } from '#client/features/teachers/components/teachers-screen.tsx';

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
