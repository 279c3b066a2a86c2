import { academy } from '../../../shared/academy';
import { CoursesScreen } from '../../features/courses/components/courses-screen';

export function meta() {
  return [{ title: `Courses · ${academy.name}` }];
}

/** /Sidebar/Library: the admin courses screen, which is also the public catalogue's editor. */
export default function AdminLibrary() {
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">Courses</h1>
      <CoursesScreen />
    </section>
  );
}
