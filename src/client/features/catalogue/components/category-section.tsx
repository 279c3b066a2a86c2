import type { CatalogueCategory } from '#shared/catalogue.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { imageUrl } from '#client/lib/images.ts';
import { CourseCard } from './course-card';

/** A category of the Courses page: heading, illustration, blurb and its grid of course cards. */
export function CategorySection({
  category,
  eager,
}: {
  category: CatalogueCategory;
  eager?: boolean;
}) {
  const { t } = useTranslation('public');
  const headingId = `category-${category.slug}`;
  return (
    <section className="category" id={category.slug} aria-labelledby={headingId}>
      <div className="category__head">
        <img
          className="category__image"
          src={imageUrl(category.image.replace(/\.webp$/, '-thumb.webp'))}
          alt=""
          width={96}
          height={96}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <div>
          <h2 className="category__title" id={headingId}>
            {category.name}
          </h2>
          {category.blurb ? <p className="category__blurb">{category.blurb}</p> : null}
        </div>
        <span className="category__count">
          {t('courses.count', { count: category.courses.length })}
        </span>
      </div>
      <ul
        className="category__grid"
        aria-label={t('courses.gridLabel', { category: category.name })}
      >
        {category.courses.map((course) => (
          <CourseCard key={course.slug} course={course} />
        ))}
      </ul>
    </section>
  );
}
