import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { enrolments, courses } from '../db/schema';
import { payments, receipts } from '../db/schema-fees';
import { mockTests } from '../db/schema-mock-tests';
import { toEnrolment } from './fee-receipts';
import { visibleToStudent } from './mock-student-tests';
import { courseNameIn, courseNameMatches } from './course-translations';
import type { SearchSource } from './student-search-source';

// The student search's sources beyond courses, exams and notices (issue 27.9): mock tests and
// fee receipts.

/**
 * Mock tests the student may take (published, for every student or for a course they are
 * actively enrolled in) whose title or course matches, soonest first.
 */
export const searchTests: SearchSource = async (db, { userId, pattern, limit, language }) => {
  const rows = await db
    .select({
      id: mockTests.id,
      title: mockTests.title,
      minutes: mockTests.durationMinutes,
      opensAt: mockTests.windowStart,
      course: sql<
        string | null
      >`case when ${courses.id} is null then null else ${courseNameIn(language)} end`,
    })
    .from(mockTests)
    .leftJoin(courses, eq(courses.id, mockTests.courseId))
    .where(
      and(
        visibleToStudent(db, userId),
        or(ilike(mockTests.title, pattern), courseNameMatches(pattern)),
      ),
    )
    .orderBy(asc(mockTests.windowStart), asc(mockTests.id))
    .limit(limit);
  return rows.map((r) => ({
    kind: 'test' as const,
    title: r.title,
    facts: {
      minutes: r.minutes,
      opensAt: r.opensAt.toISOString(),
      ...(r.course ? { course: r.course } : {}),
    },
    to: `/Sdashboard/mocktest?test=${r.id}`,
  }));
};

/** The student's own fee receipts whose number matches ('RCT', '26-27/00012', '12'), newest first. */
export const searchReceipts: SearchSource = async (db, { studentId, pattern, limit }) => {
  const rows = await toEnrolment(
    db
      .select({
        id: receipts.id,
        serial: receipts.serial,
        date: payments.paidOn,
        amountPaise: payments.amountPaise,
      })
      .from(receipts)
      .$dynamic(),
  )
    .where(and(eq(enrolments.studentId, studentId), ilike(receipts.serial, pattern)))
    .orderBy(desc(payments.paidOn), desc(receipts.id))
    .limit(limit);
  return rows.map((r) => ({
    kind: 'receipt' as const,
    title: r.serial,
    facts: { date: r.date, amountPaise: r.amountPaise },
    to: `/Sdashboard/receipts/${r.id}`,
  }));
};
