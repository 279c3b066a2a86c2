import { academy } from '../../../shared/academy';
import { ProfileDetails } from '../../features/student-portal/components/profile-details';

export function meta() {
  return [{ title: `Profile · ${academy.name}` }];
}

/** /Sdashboard/Profile: the student's own details, read-only. */
export default function StudentProfile() {
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">Profile</h1>
      <ProfileDetails />
    </section>
  );
}
