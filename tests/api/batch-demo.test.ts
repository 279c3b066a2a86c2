// The demo's batches (issue 21.2): a morning and an evening batch for each course with students,
// taught by its teachers, every running enrolment in one, with its history.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBatches } from '#server/data/batches.ts';
import { batchMoves } from '#server/data/enrolment-changes.ts';
import { enrolmentHistory } from '#server/data/enrolments.ts';
import type { Database } from '#server/db/client.ts';
import { enrolments, students } from '#server/db/schema.ts';
import { loadDemoData } from '#server/seed/demo.ts';
import { createTestDatabase } from '../support/test-db';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  expect(await loadDemoData(database.db)).toBe(true);
});
afterAll(() => database.close());

const studentNamed = async (studentId: string) =>
  (
    await database.db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.studentId, studentId))
  )[0]!.id;

describe('demo batches', () => {
  it('gives each course with students a morning and an evening batch of 30', async () => {
    const all = await listBatches(database.db);
    const fullStack = all.filter((b) => b.course === 'Full Stack Developer');
    expect(fullStack).toMatchObject([
      { name: 'Morning A', timing: 'morning', capacity: 30, enrolled: 4 },
      { name: 'Evening A', timing: 'evening', capacity: 30, enrolled: 0 },
    ]);
    expect(fullStack[0]!.teachers.map((t) => t.name)).toEqual(['Amandeep Sharma']);
    expect(fullStack[1]!.startsOn > fullStack[0]!.startsOn).toBe(true);
    const courses = new Set(all.map((b) => b.course));
    expect([...courses].sort()).toEqual([
      'Digital Marketing',
      'Full Stack Developer',
      'Graphic Design',
      'Python Crash Course',
      'SEO Management',
      'Video Editing',
      'Web Designing',
    ]);
    for (const course of courses) {
      expect(all.filter((b) => b.course === course).map((b) => b.timing)).toEqual([
        'morning',
        'evening',
      ]);
    }
    expect(all.every((b) => /^Room \d+$/.test(b.room))).toBe(true);
  });

  it('puts every running enrolment of a student in a batch, the applicant’s not yet', async () => {
    const unplaced = await database.db
      .select({ status: students.status })
      .from(enrolments)
      .innerJoin(students, eq(students.id, enrolments.studentId))
      .where(and(isNull(enrolments.batchId), eq(enrolments.status, 'active')));
    expect(unplaced.map((r) => r.status)).toEqual(['pending']);

    const demo = await enrolmentHistory(database.db, await studentNamed('student'));
    expect(demo.map((e) => [e.course, e.batch])).toEqual([
      ['Full Stack Developer', 'Morning A'],
      ['Digital Marketing', 'Evening A'],
    ]);
    const moves = await batchMoves(database.db, demo[0]!.id);
    expect(moves).toMatchObject([{ fromBatch: null, toBatch: 'Morning A', reason: '' }]);
  });

  it('shows one student’s move in the history', async () => {
    const [kavya] = await enrolmentHistory(database.db, await studentNamed('ACA-2026-0005'));
    expect(kavya).toMatchObject({ course: 'Graphic Design', batch: 'Evening A' });
    expect(await batchMoves(database.db, kavya!.id)).toMatchObject([
      {
        fromBatch: 'Morning A',
        toBatch: 'Evening A',
        reason: 'Works at a print shop in the mornings.',
      },
      { fromBatch: null, toBatch: 'Morning A' },
    ]);
  });
});
