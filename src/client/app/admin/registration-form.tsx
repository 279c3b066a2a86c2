import { academy } from '../../../shared/academy';
import { RegistrationForm } from '../../features/registration/components/registration-form';

export function meta() {
  return [{ title: `Registration Form · ${academy.name}` }];
}

/** /Sidebar/RegistrationForm: register a student who can log in at once. */
export default function AdminRegistrationForm() {
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">Registration Form</h1>
      <RegistrationForm />
    </section>
  );
}
