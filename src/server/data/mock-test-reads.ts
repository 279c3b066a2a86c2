import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { fromHundredths } from '#shared/decimal.ts';
import type { TestDetail, TestStatus, TestSummary } from '#shared/mock-test-builder.ts';
import type { Conn, Db } from '../db/client';
import { courses } from '../db/schema';
import { mockAttempts, mockTestQuestions, mockTests } from '../db/schema-mock-tests';
import { loadPaper } from './mock-paper';
import type { Paper } from './mock-paper-types';

/** Reading tests for the admin's builder and list (writes: mock-tests.ts). */

export const iso = (d: Date) => d.toISOString();

function statusOf(t: { published: boolean; windowStart: Date; windowEnd: Date }, now = Date.now()) {
  if (!t.published) return 'draft' as TestStatus;
  if (now < t.windowStart.getTime()) return 'upcoming' as TestStatus;
  if (now < t.windowEnd.getTime()) return 'open' as TestStatus;
  return 'closed' as TestStatus;
}

export async function attemptCounts(conn: Conn, testIds: number[]) {
  if (testIds.length === 0) return new Map<number, { submitted: number; active: number }>();
  const rows = await conn
    .select({
      testId: mockAttempts.testId,
      submitted: sql<number>`count(*) filter (where ${mockAttempts.submittedAt} is not null or ${mockAttempts.deadline} <= now())::int`,
      active: sql<number>`count(*) filter (where ${mockAttempts.submittedAt} is null and ${mockAttempts.deadline} > now())::int`,
    })
    .from(mockAttempts)
    .where(inArray(mockAttempts.testId, testIds))
    .groupBy(mockAttempts.testId);
  return new Map(rows.map((r) => [r.testId, { submitted: r.submitted, active: r.active }]));
}

async function courseName(conn: Conn, courseId: number | null) {
  if (courseId === null) return null;
  const [c] = await conn
    .select({ name: courses.name })
    .from(courses)
    .where(eq(courses.id, courseId));
  return c?.name ?? null;
}

export function summaryOf(
  paper: Paper,
  course: string | null,
  counts: { submitted: number; active: number } | undefined,
): TestSummary {
  const t = paper.test;
  return {
    id: t.id,
    title: t.title,
    courseId: t.courseId,
    courseName: course,
    durationMinutes: t.durationMinutes,
    windowStart: iso(t.windowStart),
    windowEnd: iso(t.windowEnd),
    published: t.published,
    status: statusOf(t),
    questionCount: paper.questions.length,
    maxScore: paper.maxScore,
    submittedCount: counts?.submitted ?? 0,
    activeCount: counts?.active ?? 0,
  };
}

/** `GET /api/admin/mock-tests`, newest window first. */
export async function listTests(db: Db): Promise<TestSummary[]> {
  const rows = await db
    .select({ id: mockTests.id, course: courses.name })
    .from(mockTests)
    .leftJoin(courses, eq(courses.id, mockTests.courseId))
    .orderBy(desc(mockTests.windowStart), desc(mockTests.id));
  const ids = rows.map((r) => r.id);
  const [papers, counts] = await Promise.all([
    Promise.all(ids.map((id) => loadPaper(db, id))),
    attemptCounts(db, ids),
  ]);
  return rows.map((r, i) => summaryOf(papers[i]!, r.course, counts.get(r.id)));
}

/**
 * Other published tests sharing bank questions with this one, when either has not closed yet:
 * whichever closes first shows its review, and with it part of the other's key (decision 045).
 */
async function sharedWith(
  conn: Conn,
  paper: Paper,
  now = Date.now(),
): Promise<TestDetail['sharedWith']> {
  const ids = paper.questions.map((q) => q.questionId);
  if (ids.length === 0) return [];
  const thisOpen = paper.test.windowEnd.getTime() > now;
  const rows = await conn
    .select({
      id: mockTests.id,
      title: mockTests.title,
      published: mockTests.published,
      windowStart: mockTests.windowStart,
      windowEnd: mockTests.windowEnd,
      sharedCount: sql<number>`count(*)::int`,
    })
    .from(mockTestQuestions)
    .innerJoin(mockTests, eq(mockTests.id, mockTestQuestions.testId))
    .where(
      and(
        inArray(mockTestQuestions.questionId, ids),
        ne(mockTestQuestions.testId, paper.test.id),
        eq(mockTests.published, true),
      ),
    )
    .groupBy(mockTests.id)
    .orderBy(asc(mockTests.windowEnd), asc(mockTests.id));
  return rows
    .filter((r) => thisOpen || r.windowEnd.getTime() > now)
    .map((r) => ({
      id: r.id,
      title: r.title,
      status: statusOf(r, now),
      windowEnd: iso(r.windowEnd),
      sharedCount: r.sharedCount,
    }));
}

export async function getTest(conn: Conn, id: number): Promise<TestDetail> {
  const paper = await loadPaper(conn, id);
  const [counts, course, [any], shared] = await Promise.all([
    attemptCounts(conn, [id]),
    courseName(conn, paper.test.courseId),
    conn.select({ n: count() }).from(mockAttempts).where(eq(mockAttempts.testId, id)),
    sharedWith(conn, paper),
  ]);
  const t = paper.test;
  return {
    ...summaryOf(paper, course, counts.get(id)),
    instructions: t.instructions,
    correctMarks: fromHundredths(t.correctHundredths),
    wrongMarks: fromHundredths(t.wrongHundredths),
    attemptsAllowed: t.attemptsAllowed,
    shuffleQuestions: t.shuffleQuestions,
    shuffleOptions: t.shuffleOptions,
    resultsRelease: t.resultsRelease,
    hasAttempts: (any?.n ?? 0) > 0,
    sharedWith: shared,
    sections: paper.sections.map((s) => ({
      id: s.id,
      title: s.title,
      correctMarks: s.correctHundredths === null ? null : fromHundredths(s.correctHundredths),
      wrongMarks: s.wrongHundredths === null ? null : fromHundredths(s.wrongHundredths),
      questions: paper.questions
        .filter((q) => q.sectionId === s.id)
        .map((q) => ({
          questionId: q.questionId,
          number: q.number,
          type: q.type,
          text: q.text,
          subject: q.subject,
          topic: q.topic,
          difficulty: q.difficulty,
          correctOption: q.correctOption,
          range: q.range,
          dropped: q.dropped,
          keyChanged: q.keyChanged,
        })),
    })),
  };
}
