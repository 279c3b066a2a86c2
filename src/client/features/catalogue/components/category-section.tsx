import type { CatalogueCategory } from '../../../../shared/catalogue';
import { CourseCard } from './course-card';

/** A category of the Courses page: heading, illustration, blurb and its grid of course cards. */
export function CategorySection({
  category,
  eager,
}: {
  category: CatalogueCategory;
  eager?: boolean;
}) {
  const headingId = `category-${category.slug}`;
  return (
    <section className="category" id={category.slug} aria-labelledby={headingId}>
      <div className="category__head">
        <img
          className="category__image"
          src={category.image.replace(/\.webp$/, '-thumb.webp')}
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
          {category.courses.length} {category.courses.length === 1 ? 'course' : 'courses'}
        </span>
      </div>
      <ul className="category__grid" aria-label={`${category.name} courses`}>
        {category.courses.map((course) => (
          <CourseCard key={course.slug} course={course} />
        ))}
      </ul>
    </section>
  );
}
