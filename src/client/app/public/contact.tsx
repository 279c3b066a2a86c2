import { useSearchParams } from 'react-router';
import { academy } from '#shared/academy.ts';
import { ContactDetails } from '#client/features/contact/components/contact-details.tsx';
import { ContactForm } from '#client/features/contact/components/contact-form.tsx';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { PublicPage } from '#client/components/public-page.tsx';
import { pageMeta } from './seo';

export function meta() {
  return pageMeta({
    title: i18n.t('public:meta.contact.title', { academy: academy.name }),
    description: i18n.t('public:meta.contact.description', { academy: academy.name }),
    path: '/contactus',
  });
}

export default function Contact() {
  const [params] = useSearchParams();
  const { t } = useTranslation('public');
  return (
    <PublicPage title={t('contact.title')} lead={t('contact.lead')} bodyClass="contact-layout">
      <ContactDetails />
      <ContactForm initialCourse={params.get('course')} topic={params.get('topic')} />
    </PublicPage>
  );
}
