import { academy } from '#shared/academy.ts';
import { AdminTestsList } from '#client/features/mock-test/components/admin-tests-list.tsx';
import { i18n, useTranslation } from '#client/lib/i18n.ts';

export function meta() {
  return [{ title: `${i18n.t('admin-school:titles.mockTests')} · ${academy.name}` }];
}

/** /Sidebar/MockTests: every mock test, with the builder, results and question bank a click away. */
export default function AdminMockTests() {
  const { t } = useTranslation('admin-school');
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{t('titles.mockTests')}</h1>
      <AdminTestsList />
    </section>
  );
}
