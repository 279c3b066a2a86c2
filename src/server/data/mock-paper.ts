import { asc, eq } from 'drizzle-orm';
import { fromHundredths, toHundredths } from '#shared/decimal.ts';
import { scoreAttempt, type AttemptScore } from '#shared/mock-scoring.ts';
import type { MarkingScheme, SavedResponse, ScoringQuestion } from '#shared/mock-test-schemas.ts';
import type { OptionKey } from '#shared/mock-tests.ts';
import type { Conn, Db } from '../db/client';
import {
  mockQuestions,
  mockTestQuestions,
  mockTests,
  mockTestSections,
} from '../db/schema-mock-tests';
import { appError } from '../lib/app-error';
import { mockCaches } from './mock-cache';
import type { Paper, PaperQuestion } from './mock-paper-types';

export async function loadPaper(conn: Conn, testId: number): Promise<Paper> {
  const [test] = await conn.select().from(mockTests).where(eq(mockTests.id, testId));
  if (!test) throw appError('NOT_FOUND', 'Test not found.');
  const [sections, rows] = await Promise.all([
    conn
      .select()
      .from(mockTestSections)
      .where(eq(mockTestSections.testId, testId))
      .orderBy(asc(mockTestSections.position)),
    conn
      .select({ tq: mockTestQuestions, q: mockQuestions })
      .from(mockTestQuestions)
      .innerJoin(mockQuestions, eq(mockQuestions.id, mockTestQuestions.questionId))
      .where(eq(mockTestQuestions.testId, testId))
      .orderBy(asc(mockTestQuestions.position)),
  ]);
  const questions = rows.map(({ tq, q }, i): PaperQuestion => {
    const mcq = q.type === 'mcq';
    const keyChanged = mcq ? tq.keyOption !== null : tq.keyMin !== null;
    return {
      questionId: q.id,
      sectionId: tq.sectionId,
      number: i + 1,
      type: q.type,
      text: q.text,
      imagePath: q.imagePath,
      options: mcq ? q.options : null,
      explanation: q.explanation,
      subject: q.subject,
      topic: q.topic,
      difficulty: q.difficulty,
      correctOption: mcq ? ((tq.keyOption ?? q.correctOption) as OptionKey) : null,
      range: mcq
        ? null
        : { min: tq.keyMin ?? q.rangeMin ?? '0', max: tq.keyMax ?? q.rangeMax ?? '0' },
      dropped: tq.dropped,
      keyChanged,
    };
  });
  const scheme: MarkingScheme = {
    correct: fromHundredths(test.correctHundredths),
    wrong: fromHundredths(test.wrongHundredths),
    sections: {},
  };
  const sectionMarks = new Map<number, { correct: number; wrong: number }>();
  for (const s of sections) {
    const correct = fromHundredths(s.correctHundredths ?? test.correctHundredths);
    const wrong = fromHundredths(s.wrongHundredths ?? test.wrongHundredths);
    sectionMarks.set(s.id, { correct, wrong });
    scheme.sections[String(s.id)] = { correct, wrong };
  }
  const scoring = questions.map((q): ScoringQuestion => {
    const base = { id: String(q.questionId), sectionId: String(q.sectionId), dropped: q.dropped };
    return q.type === 'mcq'
      ? { ...base, type: 'mcq', correctOption: q.correctOption! }
      : { ...base, type: 'numerical', range: q.range! };
  });
  let maxHundredths = 0;
  for (const q of questions) maxHundredths += toHundredths(sectionMarks.get(q.sectionId)!.correct);
  return {
    test,
    sections,
    questions,
    byId: new Map(questions.map((q) => [q.questionId, q])),
    scheme,
    scoring,
    sectionMarks,
    maxScore: fromHundredths(maxHundredths),
  };
}

/** The paper from the process cache (read once per test until an admin write forgets it). */
export function cachedPaper(db: Db, testId: number): Promise<Paper> {
  const { papers, loaded } = mockCaches(db);
  let paper = papers.get(testId);
  if (!paper) {
    const reading = loadPaper(db, testId);
    papers.set(testId, (paper = reading));
    reading.then(
      // Unless an admin write forgot it meanwhile.
      (read) => papers.get(testId) === reading && loaded.set(testId, read),
      () => papers.delete(testId),
    );
  }
  return paper;
}

/**
 * Inside a transaction: the cached paper, or one read through the transaction itself. PGlite has
 * a single connection, so a read through `db` while a transaction holds it would wait forever;
 * that includes a paper another request is still reading through `db`, hence only loaded ones.
 */
export async function cachedPaperIn(db: Db, conn: Conn, testId: number): Promise<Paper> {
  return mockCaches(db).loaded.get(testId) ?? loadPaper(conn, testId);
}

export type AnswerRow = {
  questionId: number;
  state: string;
  answer: string | null;
  timeSpentSeconds: number;
};

/** Scores saved answers against a paper (unknown states are read as not visited). */
export function scorePaper(paper: Paper, answers: readonly AnswerRow[]): AttemptScore {
  const responses: SavedResponse[] = answers.map((a) => ({
    questionId: String(a.questionId),
    state: a.state as SavedResponse['state'],
    answer: a.answer,
  }));
  return scoreAttempt(paper.scoring, paper.scheme, responses);
}
