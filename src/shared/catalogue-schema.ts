import { z } from 'zod';
import { contactCourses } from './contact-options';
import { catalogueTextParts } from './course-texts';
import { appLocales } from './intl-locale';

// Kept apart from catalogue.ts so the public pages, which only read the catalogue, never load zod.

/** A course as `GET /api/catalogue` answers it. */
const catalogueCourseSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    code: z.string(),
    /** Whole rupees. */
    price: z.number(),
    category: z.string(),
    summary: z.string(),
    covers: z.array(z.string()),
    duration: z.string(),
    timings: z.string(),
    /** Image URL: an uploaded picture, or the category's illustration. */
    image: z.string(),
    /** Parts shown in English because the course has no words for them in the asked language. */
    untranslated: z.array(z.enum(catalogueTextParts)),
  })
  .meta({ id: 'CatalogueCourse' });
export type CatalogueCourse = z.infer<typeof catalogueCourseSchema>;

const catalogueCategorySchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    /** The contact form's course option an enquiry about this category selects. */
    option: z.enum(contactCourses),
    blurb: z.string(),
    image: z.string(),
    courses: z.array(catalogueCourseSchema),
  })
  .meta({ id: 'CatalogueCategory' });
export type CatalogueCategory = z.infer<typeof catalogueCategorySchema>;

/** `?lang=`: the language of the course words (English when left out). */
export const catalogueQuerySchema = z.object({
  lang: z.enum(appLocales, { error: 'Choose en, pa or hi.' }).default('en'),
});

/** Reply of `GET /api/catalogue`. */
export const catalogueReplySchema = z.object({ categories: z.array(catalogueCategorySchema) });
/** Reply of `GET /api/catalogue/:slug`. */
export const catalogueCourseReplySchema = z.object({ course: catalogueCourseSchema });
