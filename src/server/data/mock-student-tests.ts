import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { StudentTest, StudentTestDetail, StudentTestsReply } from '#shared/mock-attempts.ts';
import type { Conn, Db } from '../db/client';
import { courses, enrolments, students } from '../db/schema';
import { mockAttempts, mockTests } from '../db/schema-mock-tests';
import { appError } from '../lib/app-error';
import {
  effectiveSubmission,
  iso,
  released,
  sectionInfos,
  type AttemptRow,
} from './mock-attempt-facts';
import { takesCourse } from './enrolments';
import { cachedPaper } from './mock-paper';
import type { Paper } from './mock-paper-types';

/** Which tests a student sees, and the instructions page before starting one. */

/**
 * The tests a student (by user id) sees: published, for everyone or for a course they are
 * actively enrolled in. The test list and the student's search both ask it.
 */
export function visibleToStudent(conn: Conn, userId: number): SQL {
  const enrolled = conn
    .select({ courseId: enrolments.courseId })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(and(eq(students.userId, userId), takesCourse('now')));
  return and(
    eq(mockTests.published, true),
    sql`(${mockTests.courseId} is null or ${mockTests.courseId} in ${enrolled})`,
  )!;
}

async function visibleTests(db: Db, userId: number) {
  return db
    .select({ id: mockTests.id, courseName: courses.name })
    .from(mockTests)
    .leftJoin(courses, eq(courses.id, mockTests.courseId))
    .where(visibleToStudent(db, userId))
    .orderBy(asc(mockTests.windowStart), asc(mockTests.id));
}

async function visibleTest(db: Db, userId: number, testId: number) {
  const tests = await visibleTests(db, userId);
  const found = tests.find((t) => t.id === testId);
  if (!found) throw appError('NOT_FOUND', 'Test not found.');
  return found;
}

function studentTest(
  paper: Paper,
  courseName: string | null,
  attempts: AttemptRow[],
  now: number,
): StudentTest {
  const t = paper.test;
  const active = attempts.find((a) => !effectiveSubmission(a, now));
  const submitted = attempts.filter((a) => effectiveSubmission(a, now));
  const last = submitted.sort((a, b) => b.attemptNumber - a.attemptNumber)[0];
  return {
    id: t.id,
    title: t.title,
    courseName,
    durationMinutes: t.durationMinutes,
    questionCount: paper.questions.length,
    maxScore: paper.maxScore,
    correctMarks: paper.scheme.correct,
    wrongMarks: paper.scheme.wrong,
    windowStart: iso(t.windowStart),
    windowEnd: iso(t.windowEnd),
    attemptsAllowed: t.attemptsAllowed,
    attemptsUsed: attempts.length,
    activeAttemptId: active?.id ?? null,
    lastAttemptId: last?.id ?? null,
    resultsAvailable: !!last && released(paper, now),
    resultsRelease: t.resultsRelease,
  };
}

async function userAttempts(db: Db, userId: number, testIds: number[]) {
  if (testIds.length === 0) return [];
  return db
    .select()
    .from(mockAttempts)
    .where(and(eq(mockAttempts.userId, userId), inArray(mockAttempts.testId, testIds)));
}

/** `GET /api/student/mock-tests`. */
export async function listStudentTests(db: Db, userId: number): Promise<StudentTestsReply> {
  const tests = await visibleTests(db, userId);
  const [papers, attempts] = await Promise.all([
    Promise.all(tests.map((t) => cachedPaper(db, t.id))),
    userAttempts(
      db,
      userId,
      tests.map((t) => t.id),
    ),
  ]);
  const now = Date.now();
  const reply: StudentTestsReply = {
    serverNow: iso(new Date(now)),
    available: [],
    upcoming: [],
    finished: [],
  };
  tests.forEach((t, i) => {
    const paper = papers[i]!;
    const mine = attempts.filter((a) => a.testId === t.id);
    const item = studentTest(paper, t.courseName, mine, now);
    const open = paper.test.windowStart.getTime() <= now && now < paper.test.windowEnd.getTime();
    if (item.activeAttemptId || (open && item.attemptsUsed < item.attemptsAllowed)) {
      reply.available.push(item);
    } else if (now < paper.test.windowStart.getTime()) reply.upcoming.push(item);
    if (item.lastAttemptId) reply.finished.push(item);
  });
  return reply;
}

function cannotStart(item: StudentTest, paper: Paper, otherActive: boolean, now: number) {
  if (item.activeAttemptId) return null;
  if (otherActive) return 'ATTEMPT_ACTIVE' as const;
  if (now < paper.test.windowStart.getTime() || now >= paper.test.windowEnd.getTime()) {
    return 'TEST_NOT_OPEN' as const;
  }
  if (item.attemptsUsed >= item.attemptsAllowed) return 'NO_ATTEMPTS_LEFT' as const;
  return null;
}

/** `GET /api/student/mock-tests/:id`: the instructions page. */
export async function studentTestDetail(
  db: Db,
  userId: number,
  testId: number,
): Promise<StudentTestDetail> {
  const { courseName } = await visibleTest(db, userId, testId);
  const paper = await cachedPaper(db, testId);
  const now = Date.now();
  const [mine, others] = await Promise.all([
    userAttempts(db, userId, [testId]),
    db
      .select({ id: mockAttempts.id, deadline: mockAttempts.deadline })
      .from(mockAttempts)
      .where(and(eq(mockAttempts.userId, userId), isNull(mockAttempts.submittedAt))),
  ]);
  const item = studentTest(paper, courseName, mine, now);
  const otherActive = others.some((a) => a.deadline.getTime() > now);
  return {
    ...item,
    instructions: paper.test.instructions,
    sections: sectionInfos(paper),
    cannotStart: cannotStart(item, paper, otherActive, now),
    serverNow: iso(new Date(now)),
  };
}
