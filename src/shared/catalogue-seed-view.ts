import {
  catalogueSeed,
  categoryImage,
  type CatalogueCategory,
  type CatalogueCourse,
} from './catalogue';

/**
 * The seed catalogue in the API's shape. Route loaders use it at build time, so prerendered pages
 * carry real content; in the browser the pages then refresh from the API.
 */
export function seedCatalogueView(): CatalogueCategory[] {
  let id = 0;
  return catalogueSeed.map(({ courses, ...info }) => ({
    ...info,
    image: categoryImage(info.slug),
    courses: courses.map((c): CatalogueCourse => ({
      id: ++id,
      slug: c.slug,
      name: c.name,
      code: c.code,
      price: c.price,
      category: info.name,
      summary: c.summary,
      covers: c.covers,
      duration: c.duration,
      timings: c.timings,
      image: categoryImage(info.slug),
    })),
  }));
}

export function seedCourseView(slug: string): CatalogueCourse | undefined {
  const key = slug.toLowerCase();
  return seedCatalogueView()
    .flatMap((c) => c.courses)
    .find((c) => c.slug === key);
}
