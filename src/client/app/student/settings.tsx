import { academy } from '#shared/academy.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { ChangePasswordForm } from '#client/features/account/components/change-password-form.tsx';

export function meta() {
  return [{ title: `${i18n.t('student:titles.settings')} · ${academy.name}` }];
}

/** /Sdashboard/Settings: change password. */
export default function StudentSettings() {
  const { t } = useTranslation('student');
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{t('titles.settings')}</h1>
      <ChangePasswordForm />
    </section>
  );
}
