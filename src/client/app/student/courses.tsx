import { academy } from '../../../shared/academy';
import { CoursesCards } from '../../features/student-portal/components/courses-cards';

export function meta() {
  return [{ title: `My Courses · ${academy.name}` }];
}

/** /Sdashboard/CoursesCards: the courses the student is enrolled in. */
export default function StudentCourses() {
  return (
    <section className="dash-page">
      <h1 className="dash-page__title">My Courses</h1>
      <CoursesCards />
    </section>
  );
}
