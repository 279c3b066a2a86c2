/** A course as written in the seed files: the catalogue a fresh database starts with. */
export type CourseSeed = {
  slug: string;
  name: string;
  code: string;
  /** Whole rupees for the whole course. */
  price: number;
  duration: string;
  timings: string;
  summary: string;
  covers: string[];
};

/**
 * A seed course's words in Punjabi or Hindi (`catalogue-data/pa`, `catalogue-data/hi`), keyed by
 * the course's slug: the same parts as the English, written for a reader from Punjab.
 */
export type CourseText = Pick<CourseSeed, 'name' | 'summary' | 'covers' | 'duration' | 'timings'>;
