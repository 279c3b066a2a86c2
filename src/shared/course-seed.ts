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
