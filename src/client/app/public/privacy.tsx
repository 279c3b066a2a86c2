import { academy, postalAddress } from '../../../shared/academy';
import { LegalPage } from './legal-page';
import { pageMeta } from './seo';

export function meta() {
  return pageMeta({
    title: `Privacy Policy | ${academy.name}`,
    description: `How ${academy.name} collects, uses, stores and protects the personal data of visitors, applicants, students and parents.`,
    path: '/privacy',
  });
}

export default function Privacy() {
  return (
    <LegalPage title="Privacy Policy" updated="1 April 2026">
      <p>
        {academy.name} (“we”, “us”) runs this website and the student portal. This policy explains
        what personal data we collect, why, how long we keep it and the choices you have. We follow
        the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Contact messages:</strong> your name, e-mail address, the course you ask about and
          your message.
        </li>
        <li>
          <strong>Admission applications:</strong> the details on the admission form, such as name,
          parents’ names, date of birth, address, phone, e-mail, education and the courses you
          choose.
        </li>
        <li>
          <strong>Student records:</strong> enrolments, attendance, test and exam marks, results and
          fee payments.
        </li>
        <li>
          <strong>Technical data:</strong> a session cookie that keeps you logged in, and server
          logs (IP address, time, page requested) kept for security.
        </li>
      </ul>
      <h2>Why we use it</h2>
      <ul>
        <li>To answer your enquiry and tell you about the course you asked about.</li>
        <li>To process admissions, run classes and exams, publish results and issue receipts.</li>
        <li>To keep the website and your account secure and to prevent misuse.</li>
        <li>To meet our legal, tax and accounting obligations.</li>
      </ul>
      <p>
        We do not sell your data, and we do not use advertising or tracking cookies. We share data
        only with service providers who host our systems or send our e-mail, under confidentiality,
        or when the law requires it.
      </p>
      <h2>How long we keep it</h2>
      <p>
        Contact messages are kept for up to two years. Student records are kept for as long as you
        study with us and for eight years after, as accounting and tax laws require. Applications
        that do not lead to admission are deleted after one year.
      </p>
      <h2>How we protect it</h2>
      <p>
        Passwords are stored only in a hashed form that nobody, including our staff, can read.
        Access to student data is limited to authorised staff who need it for their work.
      </p>
      <h2>Children</h2>
      <p>
        For students under 18 we collect personal data with the consent of a parent or guardian, who
        may see, correct or ask us to delete it.
      </p>
      <h2>Your rights</h2>
      <p>
        You may ask for a copy of your data, ask us to correct or delete it, or withdraw a consent
        you gave. Write to our grievance officer at{' '}
        <a href={`mailto:${academy.email}`}>{academy.email}</a> or {postalAddress()}. We reply
        within 30 days.
      </p>
      <h2>Changes</h2>
      <p>
        When we change this policy we update the date above. Significant changes are also announced
        on the student portal’s notice board.
      </p>
    </LegalPage>
  );
}
