import { formatFee, type CatalogueCourse } from '#shared/catalogue.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { courseDuration } from '#client/lib/course-duration.ts';
import { englishPart } from './english-part';

type CourseFactsProps = {
  course: CatalogueCourse;
  /** The fee's own class where it stands out (the course page). */
  feeClass?: string;
};

/**
 * The facts the Courses card and the course page both give, as rows of their <dl>: the duration
 * (when the course has one) and the fee.
 */
export function DurationAndFee({ course, feeClass }: CourseFactsProps) {
  const { t } = useTranslation('public');
  const lang = englishPart(course);
  return (
    <>
      {course.duration ? (
        <div>
          <dt>{t('course.duration')}</dt>
          <dd lang={lang('duration')}>{courseDuration(course.duration)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('course.fee')}</dt>
        <dd className={feeClass}>{formatFee(course.price)}</dd>
      </div>
    </>
  );
}
