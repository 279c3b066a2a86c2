import { Link } from 'react-router';
import { formatFee, type CatalogueCourse } from '../../../../shared/catalogue';

/** One course in the Courses grid: the whole card is a link to the course page. */
export function CourseCard({ course }: { course: CatalogueCourse }) {
  return (
    <li className="course-card">
      <h3 className="course-card__title">
        <Link to={`/${course.slug}`} className="course-card__link">
          {course.name}
        </Link>
      </h3>
      {course.summary ? <p className="course-card__summary">{course.summary}</p> : null}
      <dl className="course-card__facts">
        {course.duration ? (
          <div>
            <dt>Duration</dt>
            <dd>{course.duration}</dd>
          </div>
        ) : null}
        <div>
          <dt>Fee</dt>
          <dd>{formatFee(course.price)}</dd>
        </div>
      </dl>
      <span className="course-card__more" aria-hidden="true">
        View course →
      </span>
    </li>
  );
}
