import type { ContactCourse } from './contact-options';
import type { CourseSeed } from './course-seed';
import { accountsCourses } from './catalogue-data/accounts';
import { coachingCourses } from './catalogue-data/coaching';
import { competitiveCourses } from './catalogue-data/competitive';
import { cookingCourses } from './catalogue-data/cooking';
import { languageCourses } from './catalogue-data/language';
import { monographCourses } from './catalogue-data/monograph';
import { otherCourses } from './catalogue-data/others';
import { webCourses } from './catalogue-data/web-technologies';

export type CategoryInfo = {
  slug: string;
  name: string;
  /** The contact form's course option an enquiry about this category selects. */
  option: ContactCourse;
  blurb: string;
};

export type CategorySeed = CategoryInfo & { courses: CourseSeed[] };

/** Categories in the order the Courses page shows them; a course's `category` column holds a name. */
export const categoryInfos: CategoryInfo[] = [
  {
    slug: 'web-technologies',
    name: 'Web Technologies',
    option: 'Web Technologies Courses',
    blurb: 'Design, code and market for the web, from your first web page to a full stack app.',
  },
  {
    slug: 'accounts',
    name: 'Accounts',
    option: 'Accounts Courses',
    blurb: 'Job-ready accounting: Tally, GST, Excel and income tax as offices in Punjab use them.',
  },
  {
    slug: 'competitive-coaching',
    name: 'Competitive Coaching',
    option: 'Competitive Courses',
    blurb: 'Structured preparation, regular mock tests and doubt sessions for government exams.',
  },
  {
    slug: 'coaching-classes',
    name: 'Coaching classes by grade band',
    option: 'Coaching Courses',
    blurb: 'Small-batch tuition for PSEB, CBSE and ICSE students from Class 1 to Class 12.',
  },
  {
    slug: 'cooking',
    name: 'Cooking',
    option: 'Cooking Courses',
    blurb: 'Hands-on kitchen classes, from Punjabi classics to baking and a home food business.',
  },
  {
    slug: 'others',
    name: 'Others',
    option: 'Hospitalist Courses',
    blurb: 'Hospital and hospitality skills with practical training and placement support.',
  },
  {
    slug: 'monograph',
    name: 'Monograph',
    option: 'Monograph Courses',
    blurb: 'Short, focused courses on one skill each, for students and working adults.',
  },
  {
    slug: 'language',
    name: 'Language',
    option: 'Languages Courses',
    blurb: 'IELTS, PTE, spoken English and French, taught by certified trainers.',
  },
];

const seedBySlug: Record<string, CourseSeed[]> = {
  'web-technologies': webCourses,
  accounts: accountsCourses,
  'competitive-coaching': competitiveCourses,
  'coaching-classes': coachingCourses,
  cooking: cookingCourses,
  others: otherCourses,
  monograph: monographCourses,
  language: languageCourses,
};

/** The seed catalogue: what a fresh database starts with, and what the pages are prerendered from. */
export const catalogueSeed: CategorySeed[] = /* @__PURE__ */ categoryInfos.map((info) => ({
  ...info,
  courses: seedBySlug[info.slug] ?? [],
}));

export function categoryByName(name: string): CategoryInfo | undefined {
  return categoryInfos.find((c) => c.name === name);
}

/** Every course of the seed with its category's name, in page order. */
export function seedCourses(): (CourseSeed & { category: string })[] {
  return catalogueSeed.flatMap((c) => c.courses.map((course) => ({ ...course, category: c.name })));
}

/**
 * The database keeps one `description` text per course: the summary, then one "- " line per topic
 * covered, so the admin's course screen edits it as plain text.
 */
export function formatDescription(summary: string, covers: string[]): string {
  return [summary.trim(), ...covers.map((c) => `- ${c.trim()}`)].join('\n');
}

export function parseDescription(text: string): { summary: string; covers: string[] } {
  const lines = text.split('\n').map((l) => l.trim());
  const covers = lines.filter((l) => l.startsWith('- ')).map((l) => l.slice(2).trim());
  const summary = lines.filter((l) => l && !l.startsWith('- ')).join(' ');
  return { summary, covers };
}

// The catalogue's reply shapes are zod schemas in catalogue-schema.ts; their types, re-exported
// here, cost the public pages nothing.
export type { CatalogueCategory, CatalogueCourse } from './catalogue-schema';

/** The illustration of a category (public/images/courses/<slug>.webp, 640x400). */
export function categoryImage(categorySlug: string | undefined): string {
  return `/images/courses/${categorySlug ?? 'others'}.webp`;
}

/** `₹18,000`: rupees with Indian digit grouping and no paise. */
export function formatFee(price: number): string {
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  }).format(price);
}

/** Paths of the public pages that are not course pages, in their canonical casing. */
export const publicPagePaths = ['/', '/Aboutus', '/Courses', '/contactus', '/privacy', '/terms'];
