import { eq, inArray } from 'drizzle-orm';
import type { QuestionFields } from '#shared/mock-question-bank.ts';
import type { TestFields } from '#shared/mock-test-builder.ts';
import { storeScores } from '../data/mock-submissions';
import { createQuestion } from '../data/mock-questions';
import { createTest, setPublished } from '../data/mock-tests';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { mockAnswers, mockAttempts } from '../db/schema-mock-tests';
import { chemistry, jeeInstructions, maths, physics, practice } from './demo-mock-tests-questions';

const day = 86_400_000;

/** Finished attempts: per student, the option (or number) chosen for each question, '' = left. */
async function finishedAttempt(
  db: Db,
  testId: number,
  userId: number,
  questionIds: number[],
  picks: string[],
  startedDaysAgo: number,
  minutes: number,
) {
  const startedAt = new Date(Date.now() - startedDaysAgo * day);
  const submittedAt = new Date(startedAt.getTime() + minutes * 60_000);
  const [a] = await db
    .insert(mockAttempts)
    .values({
      testId,
      userId,
      attemptNumber: 1,
      startedAt,
      deadline: new Date(startedAt.getTime() + 60 * 60_000),
      submittedAt,
      submittedBy: 'student',
      questionOrder: questionIds,
      optionOrders: {},
      tabSwitches: picks.length % 3 === 0 ? 1 : 0,
    })
    .returning({ id: mockAttempts.id });
  const rows = questionIds.map((questionId, i) => {
    const pick = picks[i] ?? '';
    return {
      attemptId: a!.id,
      questionId,
      state: pick ? 'answered' : 'not_answered',
      answer: pick || null,
      timeSpentSeconds: 40 + ((i * 37 + startedDaysAgo * 11) % 140),
      seq: i + 1,
    };
  });
  await db.insert(mockAnswers).values(rows);
  await storeScores(db, db, [{ id: a!.id, testId }]);
}

/** Two published mock tests for every student, with a few finished attempts to rank and review. */
export async function loadMockTestDemo(db: Db): Promise<void> {
  const ids = async (list: QuestionFields[]) => {
    const out: number[] = [];
    for (const q of list) out.push((await createQuestion(db, q)).id);
    return out;
  };
  const [p, c, m, pr] = [
    await ids(physics),
    await ids(chemistry),
    await ids(maths),
    await ids(practice),
  ];
  const now = Date.now();
  const jee: TestFields = {
    title: 'JEE Main Mock Test 1',
    courseId: null,
    instructions: jeeInstructions,
    durationMinutes: 60,
    correctMarks: 4,
    wrongMarks: -1,
    windowStart: new Date(now - 7 * day).toISOString(),
    windowEnd: new Date(now + 30 * day).toISOString(),
    attemptsAllowed: 1,
    shuffleQuestions: false,
    shuffleOptions: false,
    resultsRelease: 'immediately',
    sections: [
      { title: 'Physics', correctMarks: null, wrongMarks: null, questionIds: p },
      { title: 'Chemistry', correctMarks: null, wrongMarks: null, questionIds: c },
      { title: 'Mathematics', correctMarks: null, wrongMarks: null, questionIds: m },
    ],
  };
  const short: TestFields = {
    ...jee,
    title: 'Computer Basics Practice Test',
    instructions:
      'Five quick questions: four multiple-choice and one numerical. +4 for a right answer, −1 for a wrong one.',
    durationMinutes: 10,
    attemptsAllowed: 3,
    shuffleQuestions: true,
    shuffleOptions: true,
    sections: [{ title: 'Computer Basics', correctMarks: null, wrongMarks: null, questionIds: pr }],
  };
  const jeeTest = await createTest(db, jee);
  const practiceTest = await createTest(db, short);
  await setPublished(db, jeeTest.id, true);
  await setPublished(db, practiceTest.id, true);

  const people = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      inArray(users.username, ['ACA-2026-0002', 'ACA-2026-0003', 'ACA-2026-0004', 'ACA-2026-0005']),
    );
  const byName = new Map(people.map((u) => [u.username, u.id]));
  const jeeIds = [...p, ...c, ...m];
  // Keys: B C D 3 | C A B 3 | B B B 3  (a tie on 2nd place between 0003 and 0005).
  const jeePicks: [string, string[], number, number][] = [
    ['ACA-2026-0002', ['B', 'C', 'D', '3', 'C', 'A', 'B', '3', 'B', 'B', 'A', '3'], 3, 52],
    ['ACA-2026-0003', ['B', 'C', 'A', '', 'C', 'A', 'B', '2', 'B', '', 'B', '3.05'], 3, 58],
    ['ACA-2026-0004', ['A', 'C', '', '', 'C', 'B', 'B', '', 'B', 'B', '', ''], 2, 41],
    ['ACA-2026-0005', ['B', 'A', 'D', '3', 'C', 'A', '', '', 'B', 'B', 'C', '3'], 2, 60],
  ];
  for (const [username, picks, ago, minutes] of jeePicks) {
    const userId = byName.get(username);
    if (userId) await finishedAttempt(db, jeeTest.id, userId, jeeIds, picks, ago, minutes);
  }
  const [demoStudent] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'student'));
  if (demoStudent) {
    await finishedAttempt(
      db,
      practiceTest.id,
      demoStudent.id,
      pr,
      ['B', 'B', 'A', 'A', '2048'],
      1,
      7,
    );
  }
  const practiceOthers: [string, string[]][] = [
    ['ACA-2026-0002', ['B', 'B', 'B', 'A', '2048']],
    ['ACA-2026-0003', ['B', 'A', 'B', '', '2000']],
  ];
  for (const [username, picks] of practiceOthers) {
    const userId = byName.get(username);
    if (userId) await finishedAttempt(db, practiceTest.id, userId, pr, picks, 2, 8);
  }
}
