import { academy } from '#shared/academy.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { MessagesInbox } from '#client/features/contact/components/messages-inbox.tsx';

export function meta() {
  return [{ title: `${i18n.t('admin:titles.messages')} · ${academy.name}` }];
}

/** /Sidebar/Messages: what visitors sent through the Contact Us form. */
export default function AdminMessages() {
  const { t } = useTranslation('admin');
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">{t('headings.messages')}</h1>
      <MessagesInbox />
    </section>
  );
}
