import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedNamePattern } from '../src/server/lib/uploads';
import { minimalPptx, pngImage } from '../tests/fixtures/uploads';
import { listUploads, setupUploadsApp } from '../tests/support/course-helpers';
import { rawMultipart, type Part } from './support/hostile-files';
import { buildCorpus, marker, type Outcome, type Slot } from './support/upload-corpus';
import { changedTables, listTree, namesWith, rowCounts } from './support/upload-watch';

// Security suite 4 (README "Security"): a hostile-upload corpus against every multipart route.
// Every file is refused with a clear 4xx, or, where the product accepts it, stored as a
// re-encoded copy under a name the server makes. Refusals leave no row and no file (staged
// ones included); no request writes anything outside DATA_DIR/uploads. This process's temporary
// folder is a private one, listed before and after every request with DATA_DIR; the real one,
// the working folder, / and /etc are searched for the corpus's file names.
// Prints `uploads: N tried, N refused, … 0 written outside, 0 rows`.
const realTmp = tmpdir();
const privateTmp = mkdtempSync(path.join(realTmp, 'academy-hostile-'));
process.env.TMPDIR = privateTmp;
const ctx = setupUploadsApp();

type Target = {
  name: string;
  slot: Slot;
  field: string;
  method: 'POST' | 'PUT';
  url: () => string;
  /** The valid rest of the form around the hostile file. */
  rest: () => Part[];
};

let courseId = 0;
let questionId = 0;
let examId = 0;
const course = { name: 'Hostile Uploads', code: 'HOSTILE-1', price: '100' };
const fields = (v: Record<string, string>) =>
  Object.entries(v).map(([name, data]) => ({ name, data }));
let png: Buffer;
let n = 0;
const newCourse = () => fields({ name: `Upload Probe ${++n}`, code: `PROBE-${n}`, price: '10' });

const targets: Target[] = [
  {
    name: 'new course: image',
    slot: 'image',
    field: 'image',
    method: 'POST',
    url: () => '/api/courses',
    rest: () => [...newCourse(), { name: 'file', filename: 'deck.pptx', data: minimalPptx() }],
  },
  {
    name: 'new course: presentation',
    slot: 'pptx',
    field: 'file',
    method: 'POST',
    url: () => '/api/courses',
    rest: () => [...newCourse(), { name: 'image', filename: 'cover.png', data: png }],
  },
  {
    name: 'edit course: image',
    slot: 'image',
    field: 'image',
    method: 'PUT',
    url: () => `/api/courses/${courseId}`,
    rest: () => fields(course),
  },
  {
    name: 'edit course: presentation',
    slot: 'pptx',
    field: 'file',
    method: 'PUT',
    url: () => `/api/courses/${courseId}`,
    rest: () => fields(course),
  },
  {
    name: 'mock question image',
    slot: 'image',
    field: 'image',
    method: 'PUT',
    url: () => `/api/admin/mock-questions/${questionId}/image`,
    rest: () => [],
  },
  {
    name: 'mock questions CSV import',
    slot: 'questions-csv',
    field: 'file',
    method: 'POST',
    url: () => '/api/admin/mock-questions/import',
    rest: () => [],
  },
  {
    name: 'student import CSV',
    slot: 'students-csv',
    field: 'file',
    method: 'POST',
    url: () => '/api/admin/students/import',
    rest: () => [],
  },
  {
    name: 'exam marks CSV import',
    slot: 'marks-csv',
    field: 'file',
    method: 'POST',
    url: () => `/api/admin/exams/${examId}/marks.csv`,
    rest: () => [],
  },
];

const tally = {
  tried: 0,
  refused: 0,
  stored: 0,
  ignored: 0,
  outside: [] as string[],
  rows: [] as string[],
  byStatus: {} as Record<string, number>,
};
// Built while the tests are collected: each case is a test of its own.
const corpus = await buildCorpus();

const admin = (
  method: 'POST' | 'PUT',
  url: string,
  body: { payload: Buffer | object; headers?: object },
) =>
  ctx.t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie: ctx.t.admin.cookie },
  });

/** Everything this process could have written outside the uploads folder. */
async function outsideState() {
  const uploads = ctx.uploads;
  const searched = [
    realTmp,
    privateTmp,
    process.cwd(),
    '/',
    '/etc',
    '/tmp',
    path.resolve(uploads, '..', '..'),
  ];
  const found = (await Promise.all(searched.map((d) => namesWith(d, marker)))).flat();
  return [...(await listTree(privateTmp, [uploads])), ...found.map((f) => `FOUND ${f}`)];
}

beforeAll(async () => {
  png = await pngImage(64, 48);
  const form = rawMultipart([
    ...fields(course),
    { name: 'file', filename: 'deck.pptx', data: minimalPptx() },
    { name: 'image', filename: 'cover.png', data: png },
  ]);
  const created = await admin('POST', '/api/courses', form);
  expect(created.statusCode, created.body).toBe(201);
  courseId = created.json<{ id: number }>().id;
  const question = await admin('POST', '/api/admin/mock-questions', {
    payload: {
      type: 'mcq',
      text: 'Which file is safe?',
      options: { A: 'a', B: 'b', C: 'c', D: 'd' },
      correctOption: 'A',
      subject: 'Security',
      difficulty: 'easy',
    },
  });
  expect(question.statusCode, question.body).toBe(201);
  questionId = question.json<{ id: number }>().id;
  const exam = await admin('POST', '/api/admin/exams', {
    payload: {
      courseId,
      type: 'mid_term',
      date: '2026-12-05',
      subject: 'Uploads',
      durationMinutes: 60,
      totalMarks: 50,
      passMarks: 17,
    },
  });
  expect(exam.statusCode, exam.body).toBe(201);
  examId = exam.json<{ id: number }>().id;
}, 120_000);

afterAll(() => {
  process.env.TMPDIR = realTmp;
  rmSync(privateTmp, { recursive: true, force: true });
  console.log(
    `uploads: ${tally.tried} tried, ${tally.refused} refused, ${tally.stored} stored safely ` +
      `(re-encoded, server-named), ${tally.ignored} ignored (empty optional file), ` +
      `${tally.outside.length} written outside, ${tally.rows.length} rows`,
  );
  const kinds = Object.entries(tally.byStatus).sort();
  console.log(`uploads refused: ${kinds.map(([k, v]) => `${v} × ${k}`).join(', ')}`);
  expect(tally.outside).toEqual([]);
  expect(tally.rows).toEqual([]);
});

/** The stored copies a request added: server-named, of a known type, with no markup inside. */
async function expectSafeCopies(before: string[], after: string[]) {
  const added = after.filter((f) => !before.includes(f));
  expect(added.length).toBeGreaterThan(0);
  for (const name of added) {
    expect(name).toMatch(storedNamePattern);
    const data = await readFile(path.join(ctx.uploads, name));
    expect(data.includes('<script')).toBe(false);
    expect(data.includes('<html')).toBe(false);
    if (name.endsWith('.webp')) {
      expect(data.subarray(0, 4).toString()).toBe('RIFF');
      const res = await ctx.t.app.inject({ url: `/uploads/${name}` });
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  }
}

async function attempt(
  target: Target,
  payload: { payload: Buffer; headers: object },
  outcome: Outcome,
) {
  const beforeFiles = await listUploads(ctx.uploads);
  const beforeRows = await rowCounts(ctx.t.db);
  const beforeOutside = await outsideState();
  const res = await admin(target.method, target.url(), payload);
  tally.tried++;
  const afterFiles = await listUploads(ctx.uploads);
  expect(afterFiles.filter((f) => f.startsWith('.tmp-'))).toEqual([]);
  const outside = await outsideState();
  if (outside.join('\n') !== beforeOutside.join('\n'))
    tally.outside.push(`${target.name}: ${res.statusCode}`);
  expect(outside).toEqual(beforeOutside);
  if (typeof outcome === 'number') {
    expect(res.statusCode, res.body).toBe(outcome);
    const body = res.json<{ code: string; message: string }>();
    expect(body.code).toEqual(expect.any(String));
    expect(body.message.length).toBeGreaterThan(0);
    const changed = changedTables(beforeRows, await rowCounts(ctx.t.db));
    tally.rows.push(...changed.map((c) => `${target.name}: ${c}`));
    expect(changed).toEqual([]);
    expect(afterFiles).toEqual(beforeFiles);
    tally.refused++;
    const kind = `${res.statusCode} ${body.code}`;
    tally.byStatus[kind] = (tally.byStatus[kind] ?? 0) + 1;
  } else {
    expect(res.statusCode, res.body).toBeLessThan(300);
    if (outcome === 'stored') await expectSafeCopies(beforeFiles, afterFiles);
    else expect(afterFiles).toEqual(beforeFiles);
    tally[outcome]++;
  }
}

for (const target of targets) {
  describe(target.name, () => {
    it('a body that is not multipart: 415', async () => {
      await attempt(
        target,
        { payload: Buffer.from('{"file":"x"}'), headers: { 'content-type': 'application/json' } },
        415,
      );
    });

    it.each(corpus[target.slot].map((c) => [c.name, c] as const))('%s', async (_name, c) => {
      const outcome = typeof c.outcome === 'function' ? c.outcome(target.name) : c.outcome;
      await attempt(target, rawMultipart([...target.rest(), ...c.files(target.field)]), outcome);
    });
  });
}
