import { academy } from '#shared/academy.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { RegistrationForm } from '#client/features/registration/components/registration-form.tsx';

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
