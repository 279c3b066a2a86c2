import type { CourseText } from '#shared/course-seed.ts';
import { accountsCoursesHi } from './hi/accounts';
import { coachingCoursesHi } from './hi/coaching';
import { competitiveCoursesHi } from './hi/competitive';
import { cookingCoursesHi } from './hi/cooking';
import { languageCoursesHi } from './hi/language';
import { monographCoursesHi } from './hi/monograph';
import { otherCoursesHi } from './hi/others';
import { webCoursesHi } from './hi/web-technologies';
import { accountsCoursesPa } from './pa/accounts';
import { coachingCoursesPa } from './pa/coaching';
import { competitiveCoursesPa } from './pa/competitive';
import { cookingCoursesPa } from './pa/cooking';
import { languageCoursesPa } from './pa/language';
import { monographCoursesPa } from './pa/monograph';
import { otherCoursesPa } from './pa/others';
import { webCoursesPa } from './pa/web-technologies';

/**
 * The seed courses' Punjabi and Hindi words, by slug: seeded beside the English on first start
 * and backfilled into older databases (decision 052).
 */
export const seedCourseTexts: Record<'pa' | 'hi', Record<string, CourseText>> = {
  pa: {
    ...webCoursesPa,
    ...accountsCoursesPa,
    ...competitiveCoursesPa,
    ...coachingCoursesPa,
    ...cookingCoursesPa,
    ...otherCoursesPa,
    ...monographCoursesPa,
    ...languageCoursesPa,
  },
  hi: {
    ...webCoursesHi,
    ...accountsCoursesHi,
    ...competitiveCoursesHi,
    ...coachingCoursesHi,
    ...cookingCoursesHi,
    ...otherCoursesHi,
    ...monographCoursesHi,
    ...languageCoursesHi,
  },
};
