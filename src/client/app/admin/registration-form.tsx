import { academy } from '../../../shared/academy';
import { i18n, useTranslation } from '../../lib/i18n';
import { RegistrationForm } from '../../features/registration/components/registration-form';

export function meta() {
  return [{ title: `${i18n.t('admin:titles.registrationForm')} · ${academy.name}` }];
}

/** /Sidebar/RegistrationForm: register a student who can log in at once. */
export default function AdminRegistrationForm() {
  const { t } = useTranslation('admin');
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{t('headings.registrationForm')}</h1>
      <RegistrationForm />
    </section>
  );
}
