import { count, eq, sql } from 'drizzle-orm';
import { toHundredths } from '#shared/decimal.ts';
import type { TestDetail, TestFields } from '#shared/mock-test-builder.ts';
import type { Conn, Db } from '../db/client';
import { courses } from '../db/schema';
import {
  mockAttempts,
  mockTestQuestions,
  mockTests,
  mockTestSections,
} from '../db/schema-mock-tests';
import { appError, fieldError, validationFailed } from '../lib/app-error';
import { forgetMockCaches } from './mock-cache';
import { recomputeScores } from './mock-submissions';
import { existingQuestionIds } from './mock-questions';

import { getTest } from './mock-test-reads';

/** Writing tests: create, edit, delete, publish (reads: mock-test-reads.ts). */

export { attemptCounts, getTest, iso, listTests, summaryOf } from './mock-test-reads';

function testColumns(f: TestFields) {
  return {
    title: f.title,
    courseId: f.courseId,
    instructions: f.instructions,
    durationMinutes: f.durationMinutes,
    correctHundredths: toHundredths(f.correctMarks),
    wrongHundredths: toHundredths(f.wrongMarks),
    windowStart: new Date(f.windowStart),
    windowEnd: new Date(f.windowEnd),
    attemptsAllowed: f.attemptsAllowed,
    shuffleQuestions: f.shuffleQuestions,
    shuffleOptions: f.shuffleOptions,
    resultsRelease: f.resultsRelease,
  };
}

async function checkReferences(conn: Conn, f: TestFields) {
  if (f.courseId !== null) {
    const [c] = await conn
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.id, f.courseId));
    if (!c) throw fieldError('UNKNOWN_COURSE', 'courseId', 'Choose a course from the list.');
  }
  const ids = f.sections.flatMap((s) => s.questionIds);
  const found = await existingQuestionIds(conn, ids);
  const errors: Record<string, string[]> = {};
  f.sections.forEach((s, i) =>
    s.questionIds.forEach((q, j) => {
      if (!found.has(q))
        errors[`sections.${i}.questionIds.${j}`] = [`Question ${q} does not exist.`];
    }),
  );
  if (Object.keys(errors).length) throw validationFailed(errors);
}

async function writeSections(conn: Conn, testId: number, f: TestFields) {
  await conn.delete(mockTestSections).where(eq(mockTestSections.testId, testId));
  let position = 0;
  for (const [i, s] of f.sections.entries()) {
    const [section] = await conn
      .insert(mockTestSections)
      .values({
        testId,
        position: i + 1,
        title: s.title,
        correctHundredths: s.correctMarks === null ? null : toHundredths(s.correctMarks),
        wrongHundredths: s.wrongMarks === null ? null : toHundredths(s.wrongMarks),
      })
      .returning({ id: mockTestSections.id });
    if (s.questionIds.length) {
      await conn.insert(mockTestQuestions).values(
        s.questionIds.map((questionId) => ({
          testId,
          sectionId: section!.id,
          questionId,
          position: ++position,
        })),
      );
    }
  }
}

export async function createTest(db: Db, f: TestFields): Promise<TestDetail> {
  const detail = await db.transaction(async (tx) => {
    await checkReferences(tx, f);
    const [row] = await tx.insert(mockTests).values(testColumns(f)).returning({ id: mockTests.id });
    await writeSections(tx, row!.id, f);
    return getTest(tx, row!.id);
  });
  await forgetMockCaches(db);
  return detail;
}

/** The structure of a test as compared before/after an edit once attempts exist. */
function structure(p: {
  durationMinutes: number;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  sections: {
    title: string;
    correctMarks: number | null;
    wrongMarks: number | null;
    questionIds: number[];
  }[];
}) {
  return JSON.stringify([
    p.durationMinutes,
    p.shuffleQuestions,
    p.shuffleOptions,
    p.sections.map((s) => [s.correctMarks, s.wrongMarks, s.questionIds]),
  ]);
}

/**
 * `PUT /api/admin/mock-tests/:id`. Before any attempt everything may change; after, the title,
 * instructions, course, window, attempts allowed, results release, section titles and the
 * test's marks (scores are recomputed); sections' questions and marks, duration and shuffling are
 * locked (TEST_HAS_ATTEMPTS).
 */
export async function updateTest(db: Db, id: number, f: TestFields): Promise<TestDetail> {
  const detail = await db.transaction(async (tx) => {
    await tx.execute(sql`select id from mock_tests where id = ${id} for update`);
    const current = await getTest(tx, id);
    await checkReferences(tx, f);
    if (current.hasAttempts) {
      const before = structure({
        ...current,
        sections: current.sections.map((s) => ({
          ...s,
          questionIds: s.questions.map((q) => q.questionId),
        })),
      });
      if (before !== structure(f)) throw appError('TEST_HAS_ATTEMPTS');
      await tx
        .update(mockTests)
        .set({ ...testColumns(f), updatedAt: new Date() })
        .where(eq(mockTests.id, id));
      for (const [i, s] of f.sections.entries()) {
        await tx
          .update(mockTestSections)
          .set({ title: s.title })
          .where(
            sql`${mockTestSections.testId} = ${id} and ${mockTestSections.position} = ${i + 1}`,
          );
      }
      if (current.correctMarks !== f.correctMarks || current.wrongMarks !== f.wrongMarks) {
        await recomputeScores(db, tx, id);
      }
    } else {
      await tx
        .update(mockTests)
        .set({ ...testColumns(f), updatedAt: new Date() })
        .where(eq(mockTests.id, id));
      await writeSections(tx, id, f);
    }
    return getTest(tx, id);
  });
  await forgetMockCaches(db);
  return detail;
}

export async function deleteTest(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [t] = await tx.select({ id: mockTests.id }).from(mockTests).where(eq(mockTests.id, id));
    if (!t) throw appError('NOT_FOUND', 'Test not found.');
    const [n] = await tx
      .select({ n: count() })
      .from(mockAttempts)
      .where(eq(mockAttempts.testId, id));
    if ((n?.n ?? 0) > 0) throw appError('TEST_HAS_ATTEMPTS');
    await tx.delete(mockTests).where(eq(mockTests.id, id));
  });
  await forgetMockCaches(db);
}

export async function setPublished(db: Db, id: number, published: boolean): Promise<TestDetail> {
  const detail = await db.transaction(async (tx) => {
    const current = await getTest(tx, id);
    if (published && current.questionCount === 0) {
      throw fieldError(
        'VALIDATION_FAILED',
        'sections',
        'Add at least one question before publishing.',
      );
    }
    await tx
      .update(mockTests)
      .set({ published, updatedAt: new Date() })
      .where(eq(mockTests.id, id));
    return getTest(tx, id);
  });
  await forgetMockCaches(db);
  return detail;
}
