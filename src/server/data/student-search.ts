import { and, asc, desc, eq, ilike, or } from 'drizzle-orm';
import type { SearchHit } from '#shared/account.ts';
import type { AppLocale } from '#shared/intl-locale.ts';
import type { Db } from '../db/client';
import { courses, enrolments, notices, students } from '../db/schema';
import { exams } from '../db/schema-exams';
import { courseNameIn, courseNameMatches, courseDurationIn } from './course-translations';
import { enrolmentCounts, sitsExam, takesCourse } from './enrolments';
import { searchReceipts, searchTests } from './student-search-more';
import type { SearchContext, SearchSource } from './student-search-source';
import { studentIdOfUser } from './student-portal';

/**
 * The student's 'Search...' box (`GET /api/student/search?q=&lang=`). Each source searches one
 * kind of record and is handed the session's student, never an id from the request, so it can
 * only find that student's own records (and what every student may see, such as notices). Hits
 * carry facts, not sentences: the screen writes the subtitle in the student's language.
 *
 * To add a source: write a `SearchSource` and add it to `searchSources` below.
 */
export type { SearchContext, SearchSource } from './student-search-source';

/** `%text%` with `%`, `_` and `\` taken literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The student's enrolled courses whose name (in any language) or code matches. */
const searchCourses: SearchSource = async (db, { studentId, pattern, limit, language }) => {
  const rows = await db
    .select({
      name: courseNameIn(language),
      code: courses.code,
      duration: courseDurationIn(language),
    })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(
      and(
        eq(enrolments.studentId, studentId),
        enrolmentCounts('record'),
        or(courseNameMatches(pattern), ilike(courses.code, pattern)),
      ),
    )
    .orderBy(asc(courses.name))
    .limit(limit);
  return rows.map((r) => ({
    kind: 'course' as const,
    title: r.name,
    facts: { code: r.code, ...(r.duration ? { duration: r.duration } : {}) },
    to: '/Sdashboard/CoursesCards',
  }));
};

/** Notices (seen by every student) whose title or details match, newest first. */
const searchNotices: SearchSource = async (db, { pattern, limit }) => {
  const rows = await db
    .select({ title: notices.title, date: notices.date, postedBy: notices.postedBy })
    .from(notices)
    .where(or(ilike(notices.title, pattern), ilike(notices.details, pattern)))
    .orderBy(desc(notices.date), desc(notices.id))
    .limit(limit);
  return rows.map((r) => ({
    kind: 'notice' as const,
    title: r.title,
    facts: { date: r.date, postedBy: r.postedBy },
    to: `/Sdashboard/Notice?title=${encodeURIComponent(r.title)}`,
  }));
};

/** Exams of the student's enrolled courses whose subject or course matches, soonest first. */
const searchExams: SearchSource = async (db, { studentId, pattern, limit, language }) => {
  const rows = await db
    .select({
      type: exams.type,
      subject: exams.subject,
      date: exams.date,
      course: courseNameIn(language),
    })
    .from(exams)
    .innerJoin(courses, eq(courses.id, exams.courseId))
    .innerJoin(
      enrolments,
      and(eq(enrolments.courseId, exams.courseId), eq(enrolments.studentId, studentId)),
    )
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(
      and(
        takesCourse('record'),
        sitsExam({ id: exams.id, date: exams.date }),
        or(ilike(exams.subject, pattern), courseNameMatches(pattern)),
      ),
    )
    .orderBy(asc(exams.date), asc(exams.id))
    .limit(limit);
  return rows.map((r) => ({
    kind: 'exam' as const,
    title: r.subject,
    facts: { examType: r.type, date: r.date, course: r.course },
    to: r.type === 'final' ? '/Sdashboard/FinalExam' : '/Sdashboard/MidTerm',
  }));
};

/** Every source, in the order their hits are listed. */
const searchSources: SearchSource[] = [
  searchCourses,
  searchExams,
  searchTests,
  searchReceipts,
  searchNotices,
];

/** Hits of every source for the session's student; an empty query finds nothing. */
export async function searchForStudent(
  db: Db,
  userId: number,
  q: string,
  language: AppLocale = 'en',
  sources: SearchSource[] = searchSources,
): Promise<SearchHit[]> {
  const text = q.trim();
  if (!text) return [];
  const studentId = await studentIdOfUser(db, userId);
  const ctx: SearchContext = { studentId, userId, pattern: likePattern(text), limit: 8, language };
  const results = await Promise.all(sources.map((source) => source(db, ctx)));
  return results.flat();
}
