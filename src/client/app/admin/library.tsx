import { academy } from '#shared/academy.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { CoursesScreen } from '#client/features/courses/components/courses-screen.tsx';

export function meta() {
  return [{ title: `${i18n.t('admin:titles.library')} · ${academy.name}` }];
}

/** /Sidebar/Library: the admin courses screen, which is also the public catalogue's editor. */
export default function AdminLibrary() {
  const { t } = useTranslation('admin');
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{t('headings.library')}</h1>
      <CoursesScreen />
    </section>
  );
}
