import type { ContactCourse } from './contact-options';
import type { CourseSeed } from './course-seed';
import type { AppLocale } from './intl-locale';
import type { TranslatedLanguage } from './course-texts';
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
  /** English: also the key a course's `category` column holds. */
  name: string;
  /** The contact form's course option an enquiry about this category selects. */
  option: ContactCourse;
  blurb: string;
  /** The name and blurb in Punjabi and Hindi (categories are fixed: their words live here). */
  translations: Record<TranslatedLanguage, { name: string; blurb: string }>;
};

export type CategorySeed = CategoryInfo & { courses: CourseSeed[] };

/** Categories in the order the Courses page shows them; a course's `category` column holds a name. */
export const categoryInfos: CategoryInfo[] = [
  {
    slug: 'web-technologies',
    name: 'Web Technologies',
    option: 'Web Technologies Courses',
    blurb: 'Design, code and market for the web, from your first web page to a full stack app.',
    translations: {
      pa: {
        name: 'ਵੈੱਬ ਤਕਨੀਕਾਂ',
        blurb: 'ਵੈੱਬ ਲਈ ਡਿਜ਼ਾਈਨ, ਕੋਡਿੰਗ ਅਤੇ ਮਾਰਕੀਟਿੰਗ, ਆਪਣੇ ਪਹਿਲੇ ਵੈੱਬ ਪੰਨੇ ਤੋਂ ਲੈ ਕੇ ਪੂਰੀ ਫੁੱਲ ਸਟੈਕ ਐਪ ਤੱਕ।',
      },
      hi: {
        name: 'वेब टेक्नोलॉजी',
        blurb: 'वेब के लिए डिज़ाइन, कोडिंग और मार्केटिंग, अपने पहले वेब पेज से लेकर पूरी फ़ुल स्टैक ऐप तक।',
      },
    },
  },
  {
    slug: 'accounts',
    name: 'Accounts',
    option: 'Accounts Courses',
    blurb: 'Job-ready accounting: Tally, GST, Excel and income tax as offices in Punjab use them.',
    translations: {
      pa: {
        name: 'ਅਕਾਊਂਟਸ',
        blurb:
          'ਨੌਕਰੀ ਲਈ ਤਿਆਰ ਹਿਸਾਬ-ਕਿਤਾਬ: Tally, GST, Excel ਅਤੇ ਇਨਕਮ ਟੈਕਸ, ਜਿਵੇਂ ਪੰਜਾਬ ਦੇ ਦਫ਼ਤਰਾਂ ਵਿੱਚ ਵਰਤੇ ਜਾਂਦੇ ਹਨ।',
      },
      hi: {
        name: 'अकाउंट्स',
        blurb:
          'नौकरी के लिए तैयार हिसाब-किताब: Tally, GST, Excel और इनकम टैक्स, जैसे पंजाब के दफ़्तरों में इस्तेमाल होते हैं।',
      },
    },
  },
  {
    slug: 'competitive-coaching',
    name: 'Competitive Coaching',
    option: 'Competitive Courses',
    blurb: 'Structured preparation, regular mock tests and doubt sessions for government exams.',
    translations: {
      pa: {
        name: 'ਮੁਕਾਬਲਾ ਪ੍ਰੀਖਿਆਵਾਂ ਦੀ ਕੋਚਿੰਗ',
        blurb: 'ਸਰਕਾਰੀ ਪ੍ਰੀਖਿਆਵਾਂ ਲਈ ਤਰਤੀਬਵਾਰ ਤਿਆਰੀ, ਨਿਯਮਿਤ ਮੌਕ ਟੈਸਟ ਅਤੇ ਸ਼ੰਕੇ ਦੂਰ ਕਰਨ ਦੇ ਸੈਸ਼ਨ।',
      },
      hi: {
        name: 'प्रतियोगी परीक्षाओं की कोचिंग',
        blurb: 'सरकारी परीक्षाओं के लिए क्रमबद्ध तैयारी, नियमित मॉक टेस्ट और डाउट दूर करने के सेशन।',
      },
    },
  },
  {
    slug: 'coaching-classes',
    name: 'Coaching classes by grade band',
    option: 'Coaching Courses',
    blurb: 'Small-batch tuition for PSEB, CBSE and ICSE students from Class 1 to Class 12.',
    translations: {
      pa: {
        name: 'ਜਮਾਤਾਂ ਅਨੁਸਾਰ ਟਿਊਸ਼ਨ',
        blurb: 'ਪਹਿਲੀ ਤੋਂ ਬਾਰ੍ਹਵੀਂ ਜਮਾਤ ਤੱਕ PSEB, CBSE ਅਤੇ ICSE ਦੇ ਵਿਦਿਆਰਥੀਆਂ ਲਈ ਛੋਟੇ ਬੈਚਾਂ ਵਿੱਚ ਟਿਊਸ਼ਨ।',
      },
      hi: {
        name: 'कक्षा-वार ट्यूशन',
        blurb: 'कक्षा 1 से 12 तक PSEB, CBSE और ICSE के छात्रों के लिए छोटे बैचों में ट्यूशन।',
      },
    },
  },
  {
    slug: 'cooking',
    name: 'Cooking',
    option: 'Cooking Courses',
    blurb: 'Hands-on kitchen classes, from Punjabi classics to baking and a home food business.',
    translations: {
      pa: {
        name: 'ਕੁਕਿੰਗ',
        blurb:
          'ਹੱਥੀਂ ਕੰਮ ਕਰਕੇ ਸਿੱਖਣ ਵਾਲੀਆਂ ਰਸੋਈ ਦੀਆਂ ਕਲਾਸਾਂ, ਪੰਜਾਬੀ ਪਕਵਾਨਾਂ ਤੋਂ ਲੈ ਕੇ ਬੇਕਿੰਗ ਅਤੇ ਘਰੋਂ ਖਾਣੇ ਦੇ ਕਾਰੋਬਾਰ ਤੱਕ।',
      },
      hi: {
        name: 'कुकिंग',
        blurb:
          'हाथ से काम करके सीखने वाली रसोई की कक्षाएँ, पंजाबी पकवानों से लेकर बेकिंग और घर से खाने के कारोबार तक।',
      },
    },
  },
  {
    slug: 'others',
    name: 'Others',
    option: 'Hospitalist Courses',
    blurb: 'Hospital and hospitality skills with practical training and placement support.',
    translations: {
      pa: {
        name: 'ਹੋਰ ਕੋਰਸ',
        blurb: 'ਹਸਪਤਾਲ ਅਤੇ ਹੌਸਪਿਟੈਲਿਟੀ ਦੇ ਹੁਨਰ, ਪ੍ਰੈਕਟੀਕਲ ਸਿਖਲਾਈ ਅਤੇ ਨੌਕਰੀ ਲੱਗਣ ਵਿੱਚ ਮਦਦ ਨਾਲ।',
      },
      hi: {
        name: 'अन्य कोर्स',
        blurb: 'अस्पताल और हॉस्पिटैलिटी के हुनर, प्रैक्टिकल प्रशिक्षण और नौकरी दिलाने में मदद के साथ।',
      },
    },
  },
  {
    slug: 'monograph',
    name: 'Monograph',
    option: 'Monograph Courses',
    blurb: 'Short, focused courses on one skill each, for students and working adults.',
    translations: {
      pa: {
        name: 'ਛੋਟੇ ਕੋਰਸ',
        blurb: 'ਛੋਟੇ ਅਤੇ ਇੱਕ ਹੁਨਰ ’ਤੇ ਕੇਂਦਰਿਤ ਕੋਰਸ, ਵਿਦਿਆਰਥੀਆਂ ਅਤੇ ਕੰਮਕਾਜੀ ਲੋਕਾਂ ਲਈ।',
      },
      hi: {
        name: 'छोटे कोर्स',
        blurb: 'छोटे और एक हुनर पर केंद्रित कोर्स, छात्रों और कामकाजी लोगों के लिए।',
      },
    },
  },
  {
    slug: 'language',
    name: 'Language',
    option: 'Languages Courses',
    blurb: 'IELTS, PTE, spoken English and French, taught by certified trainers.',
    translations: {
      pa: {
        name: 'ਭਾਸ਼ਾਵਾਂ',
        blurb: 'IELTS, PTE, ਸਪੋਕਨ ਇੰਗਲਿਸ਼ ਅਤੇ ਫ਼੍ਰੈਂਚ, ਸਰਟੀਫ਼ਾਈਡ ਟ੍ਰੇਨਰਾਂ ਤੋਂ।',
      },
      hi: {
        name: 'भाषाएँ',
        blurb: 'IELTS, PTE, स्पोकन इंग्लिश और फ़्रेंच, सर्टिफ़ाइड ट्रेनरों से।',
      },
    },
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

/** A category's name and blurb in a language (English for English, or an unknown category). */
export function categoryWords(
  info: CategoryInfo,
  language: AppLocale,
): { name: string; blurb: string } {
  return language === 'en' ? { name: info.name, blurb: info.blurb } : info.translations[language];
}

/** A course's `category` (an English name) as a reader of `language` sees it. */
export function categoryLabel(name: string, language: AppLocale): string {
  const info = categoryByName(name);
  return info ? categoryWords(info, language).name : name;
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
