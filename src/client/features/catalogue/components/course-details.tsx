import { Link } from 'react-router';
import { categoryByName, categoryLabel, type CatalogueCourse } from '#shared/catalogue.ts';
import { ActionLinks } from '#client/components/public-page.tsx';
import { useTranslation } from '#client/lib/i18n.ts';
import { imageUrl } from '#client/lib/images.ts';
import { currentLanguage, useLocalizedPath } from '#client/lib/language.ts';
import { DurationAndFee } from './course-facts';
import { englishPart } from './english-part';

/** The contact page with this course's category option chosen and the course named. */
function enquiryHref(course: CatalogueCourse): string {
  const option = categoryByName(course.category)?.option ?? 'Web Technologies Courses';
  const params = new URLSearchParams({ course: option, topic: course.name });
  return `/contactus?${params.toString()}`;
}

/** A course page: what it covers, duration, fee, timings and the enquiry button. */
export function CourseDetails({ course }: { course: CatalogueCourse }) {
  const { t } = useTranslation('public');
  const to = useLocalizedPath();
  const language = currentLanguage();
  const lang = englishPart(course);
  return (
    <article className="course">
      <div className="course__hero">
        <div className="course__intro">
          <nav aria-label={t('course.breadcrumb')} className="breadcrumb">
            <ol>
              <li>
                <Link to={to('/Courses')}>{t('course.courses')}</Link>
              </li>
              {course.category ? <li>{categoryLabel(course.category, language)}</li> : null}
            </ol>
          </nav>
          <h1 className="course__title" lang={lang('name')}>
            {course.name}
          </h1>
          {course.summary ? (
            <p className="course__summary" lang={lang('summary')}>
              {course.summary}
            </p>
          ) : null}
          <ActionLinks
            className="course__cta"
            main={{ to: to(enquiryHref(course)), label: t('course.enquire') }}
            other={{ to: to('/Courses'), label: t('course.allCourses'), look: 'outline' }}
          />
        </div>
        {/* The page's largest paint: fetchPriority high makes React's server renderer preload it. */}
        <img
          className="course__image"
          src={imageUrl(course.image)}
          alt=""
          width={640}
          height={400}
          fetchPriority="high"
        />
      </div>
      <div className="course__body">
        {/* Optional details a course may be saved without: no empty box, no bare label. */}
        {course.covers.length > 0 ? (
          <section className="course__covers" aria-labelledby="covers-title">
            <h2 id="covers-title">{t('course.coversTitle')}</h2>
            <ul className="checklist" lang={lang('covers')}>
              {course.covers.map((topic) => (
                <li key={topic}>{topic}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <aside className="course__facts" aria-labelledby="facts-title">
          <h2 id="facts-title">{t('course.detailsTitle')}</h2>
          <dl>
            <DurationAndFee course={course} feeClass="course__fee" />
            {course.timings ? (
              <div>
                <dt>{t('course.timings')}</dt>
                <dd lang={lang('timings')}>{course.timings}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('course.code')}</dt>
              <dd>{course.code}</dd>
            </div>
          </dl>
          <p className="course__note">{t('course.note')}</p>
          <Link to={to(enquiryHref(course))} className="btn btn--primary btn--block">
            {t('course.enquireAbout')}
          </Link>
        </aside>
      </div>
    </article>
  );
}
