import { useSearchParams } from 'react-router';
import { academy } from '../../../shared/academy';
import { ContactDetails } from '../../features/contact/components/contact-details';
import { ContactForm } from '../../features/contact/components/contact-form';
import { pageMeta } from './seo';

export function meta() {
  return pageMeta({
    title: `Contact Us | ${academy.name}, Ludhiana`,
    description: `Call, e-mail or visit ${academy.name} at Feroze Gandhi Market, Ludhiana, or send us a message about a course and a counsellor will reply.`,
    path: '/contactus',
  });
}

export default function Contact() {
  const [params] = useSearchParams();
  return (
    <div className="page">
      <header className="page-hero">
        <h1 className="page-hero__title">Contact Us</h1>
        <p className="page-hero__lead">
          Questions about a course, fees or batch timings? Visit, call or write to us; we reply to
          every message within one working day.
        </p>
      </header>
      <div className="page__body contact-layout">
        <ContactDetails />
        <ContactForm initialCourse={params.get('course')} topic={params.get('topic')} />
      </div>
    </div>
  );
}
