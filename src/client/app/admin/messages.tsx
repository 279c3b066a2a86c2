import { academy } from '../../../shared/academy';
import { MessagesInbox } from '../../features/contact/components/messages-inbox';

export function meta() {
  return [{ title: `Messages · ${academy.name}` }];
}

/** /Sidebar/Messages: what visitors sent through the Contact Us form. */
export default function AdminMessages() {
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">Messages</h1>
      <MessagesInbox />
    </section>
  );
}
