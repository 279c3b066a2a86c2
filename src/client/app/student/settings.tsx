import { academy } from '../../../shared/academy';
import { i18n, useTranslation } from '../../lib/i18n';
import { ChangePasswordForm } from '../../features/account/components/change-password-form';

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
