import { sql } from 'drizzle-orm';
import type { QuestionCorrectionReply } from '#shared/mock-test-builder.ts';
import type { Db } from '../db/client';
import { mockQuestionChanges, mockTestQuestions } from '../db/schema-mock-tests';
import { appError, fieldError } from '../lib/app-error';
import { forgetMockCaches } from './mock-cache';
import { loadPaper } from './mock-paper';
import { getTest } from './mock-tests';
import { recomputeScores } from './mock-submissions';

/** Corrections after the fact: drop or restore a question, change its key; scores follow. */

/**
 * `POST /api/admin/mock-tests/:id/questions/:questionId/correction`: drop/restore a question
 * and/or change its key for this test, logged, with every submitted attempt rescored at once.
 */
export async function correctQuestion(
  db: Db,
  testId: number,
  questionId: number,
  change: {
    dropped?: boolean;
    correctOption?: 'A' | 'B' | 'C' | 'D';
    range?: { min: string; max: string };
    note: string;
  },
  adminUserId: number,
): Promise<QuestionCorrectionReply> {
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select id from mock_tests where id = ${testId} for update`);
    const paper = await loadPaper(tx, testId);
    const q = paper.byId.get(questionId);
    if (!q) throw appError('NOT_FOUND', 'This question is not in the test.');
    const set: Partial<typeof mockTestQuestions.$inferInsert> = {};
    const log: (typeof mockQuestionChanges.$inferInsert)[] = [];
    const base = { testId, questionId, note: change.note, changedBy: adminUserId };
    if (change.dropped !== undefined && change.dropped !== q.dropped) {
      set.dropped = change.dropped;
      log.push({ ...base, kind: change.dropped ? 'dropped' : 'restored' });
    }
    if (change.correctOption !== undefined) {
      if (q.type !== 'mcq')
        throw fieldError(
          'VALIDATION_FAILED',
          'range',
          'This is a numerical question: give its accepted range.',
        );
      if (change.correctOption !== q.correctOption) {
        set.keyOption = change.correctOption;
        log.push({
          ...base,
          kind: 'key_changed',
          oldKey: q.correctOption,
          newKey: change.correctOption,
        });
      }
    }
    if (change.range !== undefined) {
      if (q.type !== 'numerical')
        throw fieldError(
          'VALIDATION_FAILED',
          'correctOption',
          'This is a multiple-choice question: choose its correct option.',
        );
      const old = `${q.range!.min}..${q.range!.max}`;
      const next = `${change.range.min}..${change.range.max}`;
      if (old !== next) {
        set.keyMin = change.range.min;
        set.keyMax = change.range.max;
        log.push({ ...base, kind: 'key_changed', oldKey: old, newKey: next });
      }
    }
    let recomputed = 0;
    if (log.length) {
      await tx
        .update(mockTestQuestions)
        .set(set)
        .where(
          sql`${mockTestQuestions.testId} = ${testId} and ${mockTestQuestions.questionId} = ${questionId}`,
        );
      recomputed = await recomputeScores(db, tx, testId);
      await tx.insert(mockQuestionChanges).values(log.map((l) => ({ ...l, recomputed })));
    }
    return { test: await getTest(tx, testId), recomputed };
  });
  await forgetMockCaches(db);
  return result;
}
