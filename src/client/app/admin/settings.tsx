import { academy } from '#shared/academy.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { ChangePasswordForm } from '#client/features/account/components/change-password-form.tsx';
import { ThresholdSection } from '#client/features/attendance-report/components/threshold-section.tsx';
import { TeachersPublishSection } from '#client/features/exams/components/teachers-publish-section.tsx';

export function meta() {
  return [{ title: `${i18n.t('admin:titles.settings')} · ${academy.name}` }];
}

/** /Sidebar/Settings: change password; the attendance threshold (issue 21.4). */
export default function AdminSettings() {
  const { t } = useTranslation('admin');
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{t('headings.settings')}</h1>
      <ChangePasswordForm />
      <ThresholdSection />
      <TeachersPublishSection />
    </section>
  );
}
