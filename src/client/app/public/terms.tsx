import { academy } from '../../../shared/academy';
import { LegalPage } from './legal-page';
import { pageMeta } from './seo';

export function meta() {
  return pageMeta({
    title: `Terms & Conditions | ${academy.name}`,
    description: `Admission, fees, refunds, attendance, conduct and website use terms for students of ${academy.name}, Ludhiana.`,
    path: '/terms',
  });
}

export default function Terms() {
  return (
    <LegalPage title="Terms & Conditions" updated="1 April 2026">
      <p>
        These terms apply to everyone who uses this website or joins a course at {academy.name},{' '}
        {academy.address.city}. By applying for admission or using the student portal you accept
        them.
      </p>
      <h2>Admission</h2>
      <p>
        Admission is confirmed when the academy approves your application and the first fee
        instalment is paid. Seats in each batch are limited and given in order of confirmation.
        Please give correct details; an admission based on false information may be cancelled.
      </p>
      <h2>Fees and payment</h2>
      <ul>
        <li>
          Fees are as shown on each course page, in Indian rupees, including applicable taxes.
        </li>
        <li>Fees may be paid in full or in the instalments agreed at admission.</li>
        <li>A receipt is issued for every payment and is available in the student portal.</li>
        <li>
          Study material and exam board or external test fees are charged separately when they
          apply.
        </li>
      </ul>
      <h2>Refunds</h2>
      <ul>
        <li>Full refund if you withdraw before your batch starts.</li>
        <li>75% of the fee paid if you withdraw within 7 days of the batch starting.</li>
        <li>No refund after 7 days, but you may move once to a later batch of the same course.</li>
        <li>
          If we cancel a batch, you get a full refund or a seat in another batch, as you prefer.
        </li>
      </ul>
      <h2>Attendance and conduct</h2>
      <p>
        Students are expected to attend regularly, be on time and treat teachers and classmates with
        respect. Ragging, harassment, cheating in tests and damage to property may lead to
        suspension or expulsion without refund.
      </p>
      <h2>Certificates</h2>
      <p>
        A course certificate is issued to students who attend at least 75% of the classes, clear the
        final assessment and have paid the fee in full.
      </p>
      <h2>Student portal</h2>
      <p>
        Your login is personal: keep your password secret and tell us at once if you think someone
        else has used it. Test content, notes and recordings are for your own study and may not be
        shared or sold.
      </p>
      <h2>Website content</h2>
      <p>
        We keep course details, timings and fees on this website up to date, but they may change.
        The details confirmed at admission apply to your batch.
      </p>
      <h2>Governing law</h2>
      <p>
        These terms are governed by the laws of India. Disputes are subject to the courts at
        Ludhiana, Punjab. Questions? Write to{' '}
        <a href={`mailto:${academy.email}`}>{academy.email}</a>.
      </p>
    </LegalPage>
  );
}
