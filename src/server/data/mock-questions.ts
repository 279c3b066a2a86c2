import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  questionSearchSchema,
  type Question,
  type QuestionFields,
  type QuestionPage,
} from '#shared/mock-question-bank.ts';
import type { Conn, Db } from '../db/client';
import { mockAttempts, mockQuestions, mockTestQuestions } from '../db/schema-mock-tests';
import { appError } from '../lib/app-error';
import { forgetMockCaches } from './mock-cache';

type Row = typeof mockQuestions.$inferSelect;

export const imageUrl = (stored: string | null) => (stored ? `/uploads/${stored}` : null);

function questionReply(row: Row, testCount: number): Question {
  const mcq = row.type === 'mcq';
  return {
    id: row.id,
    type: row.type,
    text: row.text,
    imageUrl: imageUrl(row.imagePath),
    options: mcq ? (row.options ?? null) : null,
    correctOption: mcq ? (row.correctOption as Question['correctOption']) : null,
    range: !mcq ? { min: row.rangeMin ?? '', max: row.rangeMax ?? '' } : null,
    explanation: row.explanation,
    subject: row.subject,
    topic: row.topic,
    difficulty: row.difficulty,
    testCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function columnsOf(fields: QuestionFields) {
  const common = {
    type: fields.type,
    text: fields.text,
    explanation: fields.explanation,
    subject: fields.subject,
    topic: fields.topic,
    difficulty: fields.difficulty,
  };
  return fields.type === 'mcq'
    ? {
        ...common,
        options: fields.options,
        correctOption: fields.correctOption,
        rangeMin: null,
        rangeMax: null,
      }
    : {
        ...common,
        options: null,
        correctOption: null,
        rangeMin: fields.range.min,
        rangeMax: fields.range.max,
      };
}

// Drizzle writes a column in a single-table select without its table, so inside this subquery
// "id" would mean mock_test_questions.id: the placement is aliased and both ids named in full.
const testCountOf = sql<number>`(select count(*)::int from ${mockTestQuestions} "placed" where "placed"."question_id" = "mock_questions"."id")`;

export function filters(search: z.output<typeof questionSearchSchema>): SQL | undefined {
  const where: SQL[] = [];
  if (search.q) {
    const like = `%${search.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        ilike(mockQuestions.text, like),
        ilike(mockQuestions.topic, like),
        ilike(mockQuestions.subject, like),
      )!,
    );
  }
  if (search.subject) where.push(sql`lower(${mockQuestions.subject}) = lower(${search.subject})`);
  if (search.topic) where.push(sql`lower(${mockQuestions.topic}) = lower(${search.topic})`);
  if (search.type) where.push(eq(mockQuestions.type, search.type));
  if (search.difficulty) where.push(eq(mockQuestions.difficulty, search.difficulty));
  return where.length ? and(...where) : undefined;
}

export async function searchQuestions(
  db: Db,
  search: z.output<typeof questionSearchSchema>,
): Promise<QuestionPage> {
  const where = filters(search);
  const [rows, [total], subjects, topics] = await Promise.all([
    db
      .select({ row: mockQuestions, testCount: testCountOf })
      .from(mockQuestions)
      .where(where)
      .orderBy(desc(mockQuestions.id))
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize),
    db.select({ n: count() }).from(mockQuestions).where(where),
    db
      .selectDistinct({ v: mockQuestions.subject })
      .from(mockQuestions)
      .orderBy(asc(mockQuestions.subject)),
    db
      .selectDistinct({ v: mockQuestions.topic })
      .from(mockQuestions)
      .orderBy(asc(mockQuestions.topic)),
  ]);
  return {
    items: rows.map((r) => questionReply(r.row, r.testCount)),
    total: total?.n ?? 0,
    page: search.page,
    pageSize: search.pageSize,
    subjects: subjects.map((s) => s.v),
    topics: topics.map((t) => t.v).filter((t) => t !== ''),
  };
}

export async function getQuestion(conn: Conn, id: number): Promise<Question> {
  const [found] = await conn
    .select({ row: mockQuestions, testCount: testCountOf })
    .from(mockQuestions)
    .where(eq(mockQuestions.id, id));
  if (!found) throw appError('NOT_FOUND', 'Question not found.');
  return questionReply(found.row, found.testCount);
}

export async function createQuestion(db: Db, fields: QuestionFields): Promise<Question> {
  const [row] = await db.insert(mockQuestions).values(columnsOf(fields)).returning();
  return questionReply(row!, 0);
}

/** Whether a test that has attempts uses the question (its key then changes only by correction). */
async function usedWithAttempts(conn: Conn, id: number): Promise<boolean> {
  const [row] = await conn
    .select({ n: count() })
    .from(mockTestQuestions)
    .innerJoin(mockAttempts, eq(mockAttempts.testId, mockTestQuestions.testId))
    .where(eq(mockTestQuestions.questionId, id));
  return (row?.n ?? 0) > 0;
}

const keyOf = (r: {
  type: string;
  options: unknown;
  correctOption: unknown;
  rangeMin: unknown;
  rangeMax: unknown;
}) => JSON.stringify([r.type, r.options, r.correctOption, r.rangeMin, r.rangeMax]);

/** The question, locked until the transaction ends; NOT_FOUND when there is none. */
async function lockQuestion(conn: Conn, id: number): Promise<Row> {
  const [row] = await conn
    .select()
    .from(mockQuestions)
    .where(eq(mockQuestions.id, id))
    .for('update');
  if (!row) throw appError('NOT_FOUND', 'Question not found.');
  return row;
}

/**
 * Edits a question. Text, explanation, subject, topic and difficulty may always change; the
 * type, options and key of a question that students have answered may not (QUESTION_IN_USE):
 * a test's key is corrected with the test's correction call, which recomputes scores.
 */
export async function updateQuestion(
  db: Db,
  id: number,
  fields: QuestionFields,
): Promise<Question> {
  const question = await db.transaction(async (tx) => {
    const old = await lockQuestion(tx, id);
    const next = columnsOf(fields);
    if (keyOf(old) !== keyOf(next) && (await usedWithAttempts(tx, id))) {
      throw appError(
        'QUESTION_IN_USE',
        'Students have answered this question in a test: its options and key cannot change here. Use the test’s Change key or Drop instead.',
      );
    }
    await tx
      .update(mockQuestions)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(mockQuestions.id, id));
    return getQuestion(tx, id);
  });
  await forgetMockCaches(db);
  return question;
}

/** Deletes a question no test uses; returns its stored image name (the caller removes the file). */
export async function deleteQuestion(db: Db, id: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const row = await lockQuestion(tx, id);
    const [used] = await tx
      .select({ n: count() })
      .from(mockTestQuestions)
      .where(eq(mockTestQuestions.questionId, id));
    if ((used?.n ?? 0) > 0) throw appError('QUESTION_IN_USE');
    await tx.delete(mockQuestions).where(eq(mockQuestions.id, id));
    return row.imagePath;
  });
}

/** Sets (or with null, removes) a question's image; returns the question and the replaced file. */
export async function setQuestionImage(
  db: Db,
  id: number,
  stored: string | null,
  commit: () => Promise<void> = async () => {},
): Promise<{ question: Question; replaced: string | null }> {
  const result = await db.transaction(async (tx) => {
    const row = await lockQuestion(tx, id);
    await tx
      .update(mockQuestions)
      .set({ imagePath: stored, updatedAt: new Date() })
      .where(eq(mockQuestions.id, id));
    await commit();
    return { question: await getQuestion(tx, id), replaced: row.imagePath };
  });
  await forgetMockCaches(db);
  return result;
}

/** The questions (by id) that exist, for the test builder's check. */
export async function existingQuestionIds(conn: Conn, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await conn
    .select({ id: mockQuestions.id })
    .from(mockQuestions)
    .where(inArray(mockQuestions.id, ids));
  return new Set(rows.map((r) => r.id));
}
