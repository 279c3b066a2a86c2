// The student import's Batch column (issue 21.2, decision 067): a row is placed in the batch it
// names within its course (any case), else in one chosen as approval chooses (its timing, a free
// seat); a wrong, full (the file's rows counted) or ended batch refuses the file, nothing saved.
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { csvMessages } from '#shared/csv-messages.ts';
import { toCsv } from '#shared/csv.ts';
import { studentImportColumns, type StudentImportReply } from '#shared/student-import.ts';
import { enrolments, students } from '#server/db/schema.ts';
import { enrolmentBatchMoves } from '#server/db/schema-batches.ts';
import { createCourse } from '#server/seed/factories.ts';
import { multipart } from '../fixtures/uploads';
import { batchCalls } from '../support/batch-calls';
import { studentCells, studentsCsv } from '../support/student-import-csv';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
const { addBatch, newEnrolment, place } = batchCalls(t);

async function upload(text: string) {
  const form = await multipart(
    {},
    { file: { name: 'students.csv', data: Buffer.from(text), type: 'text/csv' } },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/students/import',
    payload: form.payload,
    headers: { ...form.headers, cookie: t.admin.cookie },
  });
}

const count = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(students))[0]!.n;

/** Each imported student's batch ids, in the reply's order. */
async function batchesOf(reply: StudentImportReply) {
  const rows = await t.db
    .select({ studentId: students.studentId, batchId: enrolments.batchId })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(
      inArray(
        students.studentId,
        reply.students.map((s) => s.studentId),
      ),
    );
  return reply.students.map((s) => rows.find((r) => r.studentId === s.studentId)?.batchId);
}

type Refusal = { code: string; fieldErrors: Record<string, string[]> };

describe('the student import’s Batch column', () => {
  it('places each row in its named batch (any case), else by its timing with a free seat', async () => {
    const course = await createCourse(t.db, { name: 'Tally Prime (import batch)' });
    const morning = await addBatch(course.id, { name: 'Morning A' });
    const evening = await addBatch(course.id, { name: 'Evening A', timing: 'evening' });
    const res = await upload(
      studentsCsv([
        studentCells({ courses: course.name, batch: 'evening a' }),
        studentCells({ courses: course.name, preferredTiming: 'Evening' }),
        studentCells({ courses: course.name, preferredTiming: 'Morning' }),
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const reply = res.json<StudentImportReply>();
    expect(await batchesOf(reply)).toEqual([evening.id, evening.id, morning.id]);
    const moves = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(enrolmentBatchMoves)
      .where(inArray(enrolmentBatchMoves.toBatchId, [morning.id, evening.id]));
    expect(moves[0]!.n).toBe(3);
  });

  it('still takes a file without the Batch column', async () => {
    const course = await createCourse(t.db, { name: 'Typing (import batch)' });
    const only = await addBatch(course.id, { name: 'Morning A' });
    const columns = Object.entries(studentImportColumns).filter(([k]) => k !== 'batch');
    const row = studentCells({ courses: course.name });
    const text = toCsv(
      columns.map(([, label]) => label),
      [columns.map(([k]) => row[k] ?? '')],
    );
    const res = await upload(text);
    expect(res.statusCode, res.body).toBe(201);
    expect(await batchesOf(res.json<StudentImportReply>())).toEqual([only.id]);
  });

  it('refuses a wrong batch, a full one (the file’s rows counted) and an ended one; nothing saved', async () => {
    const course = await createCourse(t.db, { name: 'Spoken English (import batch)' });
    await addBatch(course.id, { name: 'Small', capacity: 2 });
    await addBatch(course.id, { name: 'Old', startsOn: '2025-01-06', endsOn: '2025-06-30' });
    const taken = await newEnrolment(course.name);
    const [small] = (
      await t.db.execute<{ id: number }>(
        sql`select id from batches where course_id = ${course.id} and name = 'Small'`,
      )
    ).rows;
    expect((await place(taken.enrolmentId, small!.id)).statusCode).toBe(200);
    const before = await count();
    const res = await upload(
      studentsCsv([
        studentCells({ courses: course.name, batch: 'Small' }),
        studentCells({ courses: course.name, batch: 'SMALL' }),
        studentCells({ courses: course.name, batch: 'Old' }),
        studentCells({ courses: course.name, batch: 'Nowhere' }),
      ]),
    );
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<Refusal>();
    expect(body.code).toBe('CSV_INVALID');
    expect(body.fieldErrors).toEqual({
      'row:3:Batch': [csvMessages.batchFull('Small', course.name)],
      'row:4:Batch': [csvMessages.batchEnded('Old', course.name)],
      'row:5:Batch': [csvMessages.unknownBatch('Nowhere', course.name)],
    });
    expect(await count()).toBe(before);
  });

  it('refuses a row whose course has only full or ended batches', async () => {
    const course = await createCourse(t.db, { name: 'Cooking (import batch)' });
    await addBatch(course.id, { name: 'One seat', capacity: 1 });
    const before = await count();
    const res = await upload(
      studentsCsv([studentCells({ courses: course.name }), studentCells({ courses: course.name })]),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<Refusal>().fieldErrors).toEqual({
      'row:3:Batch': [csvMessages.allBatchesFull(course.name)],
    });
    expect(await count()).toBe(before);
  });
});
