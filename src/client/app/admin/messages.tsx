import { academy } from '../../../shared/academy';
import { i18n, useTranslation } from '../../lib/i18n';
import { MessagesInbox } from '../../features/contact/components/messages-inbox';

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
