import { academy } from '#shared/academy.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { ActivityScreen } from '#client/features/activity/components/activity-screen.tsx';

export function meta() {
  return [{ title: `${i18n.t('admin:titles.activity')} · ${academy.name}` }];
}

/** /Sidebar/Activity: logins, refusals and admin changes (the audit log). */
export default function AdminActivity() {
  const { t } = useTranslation('admin');
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{t('headings.activity')}</h1>
      <ActivityScreen />
    </section>
  );
}
