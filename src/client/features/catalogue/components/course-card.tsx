import { Link } from 'react-router';
import type { CatalogueCourse } from '#shared/catalogue.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { useLocalizedPath } from '#client/lib/language.ts';
import { DurationAndFee } from './course-facts';
import { englishPart } from './english-part';

/** One course in the Courses grid: the whole card is a link to the course page. */
export function CourseCard({ course }: { course: CatalogueCourse }) {
  const { t } = useTranslation('public');
  const to = useLocalizedPath();
  const lang = englishPart(course);
  return (
    <li className="course-card">
      <h3 className="course-card__title">
        <Link to={to(`/${course.slug}`)} className="course-card__link" lang={lang('name')}>
          {course.name}
        </Link>
      </h3>
      {course.summary ? (
        <p className="course-card__summary" lang={lang('summary')}>
          {course.summary}
        </p>
      ) : null}
      <dl className="course-card__facts">
        <DurationAndFee course={course} />
      </dl>
      <span className="course-card__more" aria-hidden="true">
        {t('course.viewCourse')}
      </span>
    </li>
  );
}
