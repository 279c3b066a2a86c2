import { z } from 'zod';
import { categoryInfos } from './catalogue';
import {
  courseTextFields,
  translatedLanguages,
  type CourseTextChanges,
  type CourseTexts,
  type TranslatedLanguage,
} from './course-texts';

/** The spec's messages for the course dialog (section 8). */
export const courseMessages = {
  required: 'all courses are required.',
  addFailed: 'Failed to add course. Please try again.',
  network: 'An error occurred while adding the course.',
  saveFailed: 'Failed to save course. Please try again.',
  networkOnSave: 'An error occurred while saving the course.',
  duplicateCode: 'A course with this code already exists.',
  notFound: 'Course not found.',
  hasEnrolments: 'This course has enrolled students. Remove their enrolments before deleting it.',
  unknownCourses: 'Choose courses from the list.',
} as const;

/** Upload limits, shared so the browser can refuse a file before sending it. */
export const uploadLimits = {
  imageMaxBytes: 5 * 1024 * 1024,
  presentationMaxBytes: 50 * 1024 * 1024,
  imageTypes: ['image/jpeg', 'image/png', 'image/webp'],
  imageAccept: 'image/jpeg,image/png,image/webp',
  presentationAccept:
    '.pptx,application/vnd.openxmlformats-officedocument.presentationml.presentation',
} as const;

export const categoryNames = categoryInfos.map((c) => c.name);

const text = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters.`).optional().default('');

/** A translated field: left out of a request, the stored words in that language stay as they are. */
const translatedText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters.`).optional();

/** The multipart field of a course's words in a language: `name_pa`, `description_hi`, … */
export const translatedFieldName = (field: keyof CourseTexts, language: TranslatedLanguage) =>
  `${field}_${language}` as const;

function translatedFields<L extends TranslatedLanguage>(language: L) {
  return {
    [`name_${language}`]: translatedText(120, 'Course Name'),
    [`description_${language}`]: translatedText(4000, 'Description'),
    [`duration_${language}`]: translatedText(100, 'Duration'),
    [`timings_${language}`]: translatedText(100, 'Timings'),
  } as Record<`${keyof CourseTexts}_${L}`, ReturnType<typeof translatedText>>;
}

/** The text fields of the course dialog; the server parses the same multipart fields. */
export const courseFieldsSchema = z.object({
  name: z
    .string({ error: 'Course Name is required.' })
    .trim()
    .min(1, 'Course Name is required.')
    .max(120, 'Course Name must be at most 120 characters.'),
  code: z
    .string({ error: 'Course Code is required.' })
    .trim()
    .min(1, 'Course Code is required.')
    .max(32, 'Course Code must be at most 32 characters.')
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'Use letters, digits, - and _ only.'),
  price: z
    .string({ error: 'Course Price is required.' })
    .trim()
    .min(1, 'Course Price is required.')
    .regex(/^\d{1,9}$/, 'Enter the price in whole rupees.')
    .transform(Number)
    .pipe(z.number().int().min(0).max(10_000_000, 'Course Price is too high.')),
  category: z
    .string()
    .trim()
    .optional()
    .default('')
    .refine((v) => v === '' || categoryNames.includes(v), 'Choose one of the categories.'),
  description: text(4000, 'Description'),
  duration: text(100, 'Duration'),
  timings: text(100, 'Timings'),
  ...translatedFields('pa'),
  ...translatedFields('hi'),
});
export type CourseFields = z.output<typeof courseFieldsSchema>;

/**
 * The Punjabi and Hindi fields a parsed course form carried; a field the request left out is
 * left out here too (its stored words stay).
 */
export function translationsOf(fields: CourseFields): CourseTextChanges {
  const out: CourseTextChanges = {};
  for (const language of translatedLanguages) {
    const sent: Partial<CourseTexts> = {};
    for (const field of courseTextFields) {
      const value = fields[translatedFieldName(field, language)];
      if (value !== undefined) sent[field] = value;
    }
    if (Object.keys(sent).length > 0) out[language] = sent;
  }
  return out;
}

const courseTextsSchema = z.object({
  name: z.string(),
  description: z.string(),
  duration: z.string(),
  timings: z.string(),
});

/** One course as `GET /api/courses` answers it. */
export const courseSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    code: z.string(),
    price: z.number(),
    slug: z.string(),
    category: z.string(),
    description: z.string(),
    duration: z.string(),
    timings: z.string(),
    /** Image URL, or null when the course has none. */
    image: z.string().nullable(),
    /** 100x100 thumbnail URL (shown at 50x50), or null. */
    thumbnail: z.string().nullable(),
    /** Presentation download URL, or null when none was uploaded. */
    presentation: z.string().nullable(),
    /** The course's words in Punjabi and Hindi; empty fields show the English on the site. */
    translations: z.object({ pa: courseTextsSchema, hi: courseTextsSchema }),
  })
  .meta({ id: 'Course' });
export type Course = z.infer<typeof courseSchema>;

/** The public URL of a stored upload; values starting with / are site assets already. */
export function uploadUrl(stored: string | null): string | null {
  if (!stored) return null;
  return stored.startsWith('/') ? stored : `/uploads/${stored}`;
}
