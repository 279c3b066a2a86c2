import { academy } from '../../../shared/academy';
import { ChangePasswordForm } from '../../features/account/components/change-password-form';

export function meta() {
  return [{ title: `Settings · ${academy.name}` }];
}

/** /Sdashboard/Settings: change password. */
export default function StudentSettings() {
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">Settings</h1>
      <ChangePasswordForm />
    </section>
  );
}
