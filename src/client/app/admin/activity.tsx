import { academy } from '../../../shared/academy';
import { ActivityScreen } from '../../features/activity/components/activity-screen';

export function meta() {
  return [{ title: `Activity · ${academy.name}` }];
}

/** /Sidebar/Activity: logins, refusals and admin changes (the audit log). */
export default function AdminActivity() {
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">Activity</h1>
      <ActivityScreen />
    </section>
  );
}
