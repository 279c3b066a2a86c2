import { and, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { toHundredths } from '#shared/decimal.ts';
import type { SubmitReply } from '#shared/mock-attempts.ts';
import type { Conn, Db } from '../db/client';
import { mockAnswers, mockAttempts } from '../db/schema-mock-tests';
import { Batcher } from './batcher';
import { iso, ownAttempt, released, resultsAt } from './mock-attempt-facts';
import { forgetMockCaches } from './mock-cache';
import { cachedPaper, cachedPaperIn, loadPaper, scorePaper, type AnswerRow } from './mock-paper';
import type { Paper } from './mock-paper-types';

/** Submitting attempts (the student's, or the server's at the deadline) and scoring them. */

/**
 * Scores attempts just marked submitted (or recomputed) and stores their totals. Answers are read
 * after the submission is committed-or-locked, so every acknowledged save is in the score.
 */
export async function storeScores(
  db: Db,
  conn: Conn,
  attempts: { id: number; testId: number }[],
  paperInForce?: Paper,
) {
  if (attempts.length === 0) return;
  const answers = await conn
    .select({
      attemptId: mockAnswers.attemptId,
      questionId: mockAnswers.questionId,
      state: mockAnswers.state,
      answer: mockAnswers.answer,
      timeSpentSeconds: mockAnswers.timeSpentSeconds,
    })
    .from(mockAnswers)
    .where(
      inArray(
        mockAnswers.attemptId,
        attempts.map((a) => a.id),
      ),
    );
  const byAttempt = new Map<number, AnswerRow[]>();
  for (const r of answers) {
    let list = byAttempt.get(r.attemptId);
    if (!list) byAttempt.set(r.attemptId, (list = []));
    list.push(r);
  }
  const values = [];
  for (const a of attempts) {
    const paper = paperInForce ?? (await cachedPaperIn(db, conn, a.testId));
    const score = scorePaper(paper, byAttempt.get(a.id) ?? []);
    values.push(
      sql`(${a.id}::int, ${toHundredths(score.score)}::int, ${score.correct}::int, ${score.wrong}::int, ${score.unattempted + score.dropped}::int)`,
    );
  }
  for (let i = 0; i < values.length; i += 1000) {
    await conn.execute(sql`
      update mock_attempts m set score_hundredths = v.s, correct_count = v.c,
        wrong_count = v.w, unattempted_count = v.u
      from (values ${sql.join(values.slice(i, i + 1000), sql`, `)}) as v(id, s, c, w, u)
      where m.id = v.id`);
  }
}

/**
 * The attempts matching `where` (and not submitted), locked one by one in id order. Every
 * statement locking several attempts does so in id order (the save batch's `for share` too), so
 * a submission of many and a save batch of many can never deadlock each other.
 */
const lockedOpen = (where: SQL) =>
  sql`(select id from mock_attempts
       where submitted_at is null and ${where} order by id for update)`;

/** Submits attempts whose time is up (by the server, at their deadline) and scores them. */
export async function closeAttempts(db: Db, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  return db.transaction(async (tx) => {
    const closed = await tx
      .update(mockAttempts)
      .set({ submittedAt: sql`${mockAttempts.deadline}`, submittedBy: 'server' })
      .where(
        and(
          inArray(
            mockAttempts.id,
            lockedOpen(
              sql`id in (${sql.join(
                ids.map((id) => sql`${id}`),
                sql`, `,
              )}) and deadline <= now()`,
            ),
          ),
          isNull(mockAttempts.submittedAt),
          sql`${mockAttempts.deadline} <= now()`,
        ),
      )
      .returning({ id: mockAttempts.id, testId: mockAttempts.testId });
    await storeScores(db, tx, closed);
    return closed.length;
  });
}

type Submitted = {
  id: number;
  testId: number;
  submittedAt: Date | null;
  submittedBy: 'student' | 'server' | null;
};
type SubmitItem = { attemptId: number; userId: number };

/**
 * Students' submissions arriving together share one transaction (`Batcher`, docs/decisions/024):
 * one update, one read of their answers, one update of their scores. At the end of a batch
 * thousands submit within seconds, and five statements each were most of that minute's work. A
 * submission goes at once while a slot is free; light load costs no added wait.
 */
async function runSubmits(db: Db, items: SubmitItem[]): Promise<(Submitted | undefined)[]> {
  // Each attempt only by its own student.
  const mine = sql.join(
    items.map((p) => sql`(id = ${p.attemptId} and user_id = ${p.userId})`),
    sql` or `,
  );
  const rows = await db.transaction(async (tx) => {
    const updated = await tx
      .update(mockAttempts)
      .set({
        submittedAt: sql`least(now(), ${mockAttempts.deadline})`,
        submittedBy: sql`case when ${mockAttempts.deadline} <= now() then 'server' else 'student' end`,
      })
      .where(
        and(inArray(mockAttempts.id, lockedOpen(sql`(${mine})`)), isNull(mockAttempts.submittedAt)),
      )
      .returning({
        id: mockAttempts.id,
        testId: mockAttempts.testId,
        submittedAt: mockAttempts.submittedAt,
        submittedBy: mockAttempts.submittedBy,
      });
    await storeScores(db, tx, updated);
    return updated;
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return items.map((p) => byId.get(p.attemptId));
}

type SubmitBatcher = Batcher<SubmitItem, Submitted | undefined>;

const submitBatchers = new WeakMap<Db, SubmitBatcher>();

/**
 * Submits every attempt whose deadline passed (at least `overdueSeconds` ago), in batches: the
 * deadline jobs' work (jobs/mock-deadlines.ts).
 */
export async function sweepExpiredAttempts(
  db: Db,
  { batch = 500, overdueSeconds = 0 }: { batch?: number; overdueSeconds?: number } = {},
): Promise<number> {
  let total = 0;
  for (;;) {
    const due = await db
      .select({ id: mockAttempts.id })
      .from(mockAttempts)
      .where(
        and(
          isNull(mockAttempts.submittedAt),
          sql`${mockAttempts.deadline} <= now() - make_interval(secs => ${overdueSeconds})`,
        ),
      )
      .limit(batch);
    if (due.length === 0) return total;
    const n = await closeAttempts(
      db,
      due.map((d) => d.id),
    );
    total += n;
    if (n === 0 || due.length < batch) return total;
  }
}

/** `POST /api/student/mock-attempts/:id/submit`; a repeat answers the same. */
export async function submitAttempt(
  db: Db,
  userId: number,
  attemptId: number,
): Promise<SubmitReply> {
  let batcher = submitBatchers.get(db);
  if (!batcher) {
    batcher = new Batcher({ slots: 2, maxBatch: 200, run: (items) => runSubmits(db, items) });
    submitBatchers.set(db, batcher);
  }
  // Not submitted yet and the student's: submitted now. Otherwise the attempt as it is (a
  // repeat answers the same), or not found.
  const row =
    (await batcher.add({ attemptId, userId })) ?? (await ownAttempt(db, userId, attemptId));
  const paper = await cachedPaper(db, row.testId);
  return {
    attemptId: row.id,
    testId: row.testId,
    submittedAt: iso(row.submittedAt!),
    submittedBy: row.submittedBy ?? 'student',
    resultsAvailable: released(paper),
    resultsAt: iso(resultsAt(paper)),
  };
}

/** Recomputes and stores the score of every submitted attempt of a test (after a correction). */
export async function recomputeScores(db: Db, tx: Conn, testId: number): Promise<number> {
  await forgetMockCaches(db);
  const rows = await tx
    .select({ id: mockAttempts.id, testId: mockAttempts.testId })
    .from(mockAttempts)
    .where(sql`${mockAttempts.testId} = ${testId} and ${mockAttempts.submittedAt} is not null`);
  // Scored against the paper as this transaction sees it (the correction is not committed yet).
  const paper = await loadPaper(tx, testId);
  await storeScores(db, tx, rows, paper);
  return rows.length;
}
