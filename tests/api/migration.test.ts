import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import { bootstrapDatabase } from '#server/seed/bootstrap.ts';
import { createSession, defaultSessionPolicy } from '#server/data/sessions.ts';
import { createAdmin } from '#server/seed/factories.ts';
import { loadConfig } from '#server/env.ts';
import type { RegistrationRecord } from '#shared/students.ts';
import { createEmptyDatabase, migrateUpTo } from '../support/empty-db';

// A database made by the schema before enrolments (migration 0000), with course names stored the
// ways older code stored them, moved by every later migration: nothing may be lost.

/** Each student's stored `courses` value, as SQL producing the old jsonb. */
const oldStudents: Record<string, string> = {
  plain: `'["Full Stack Developer", "Web Designing"]'::jsonb`,
  cased: `'["  full stack DEVELOPER ", "TALLY PRIME", "Tally Prime"]'::jsonb`,
  doubleEncoded: `to_jsonb(${literal(JSON.stringify(JSON.stringify(['Web Designing', 'Cooking'])))}::text)`,
  encoded: `to_jsonb(${literal(JSON.stringify(['Tally Prime']))}::text)`,
  unmatched: `'["Astrology Basics", "Web Designing"]'::jsonb`,
  plainText: `to_jsonb('Spoken Punjabi'::text)`,
  none: `'[]'::jsonb`,
  pending: `'["web designing"]'::jsonb`,
};

/** What each student's courses must read after the move: current names, or the kept name. */
const expected: Record<string, string[]> = {
  plain: ['Full Stack Developer', 'Web Designing'],
  cased: ['Full Stack Developer', 'Tally Prime'],
  doubleEncoded: ['Web Designing', 'Cooking'],
  encoded: ['Tally Prime'],
  unmatched: ['Astrology Basics', 'Web Designing'],
  plainText: ['Spoken Punjabi'],
  none: [],
  pending: ['Web Designing'],
};

const oldTeachers = {
  matched: 'Full Stack Developer',
  cased: '  web DESIGNING ',
  unmatched: 'Underwater Basket Weaving',
};

function literal(text: string) {
  return `'${text.replace(/'/g, "''")}'`;
}

let database: Database;
beforeAll(async () => {
  database = await createEmptyDatabase();
  await migrateUpTo(database, '0000_init');
  const run = (text: string) => database.db.execute(sql.raw(text));
  for (const [i, name] of [
    'Full Stack Developer',
    'Web Designing',
    'Tally Prime',
    'Cooking',
  ].entries()) {
    await run(
      `insert into courses (slug, name, code, price) values ('c${i}', '${name}', 'C${i}', 100)`,
    );
  }
  for (const [i, [key, courses]] of Object.entries(oldStudents).entries()) {
    const status = key === 'pending' ? 'pending' : 'active';
    await run(`insert into students (student_id, status, first_name, phone, courses, created_at)
      values ('OLD-${i}', '${status}', '${key}', '90000000${i}', ${courses}, '2025-06-0${i + 1}T10:00:00Z')`);
  }
  for (const [key, courses] of Object.entries(oldTeachers)) {
    await run(`insert into teachers (first_name, last_name, gender, courses)
      values ('${key}', 'Teacher', 'Male', ${literal(courses)})`);
  }
  await database.migrate();
}, 120_000);
afterAll(() => database.close());

type Row = { key: string; course_id: number | null; name: string | null; legacy: string | null };

describe('migration 0001: course names become enrolments and teacher courses', () => {
  it('moves every student course name to its course id, keeping unmatched names', async () => {
    const { rows } = await database.db.execute<
      Row & { enrolled_on: string; created_on: string }
    >(sql`
      select s.first_name as key, e.course_id, c.name, e.legacy_course_name as legacy,
        e.enrolled_on::text as enrolled_on, s.created_at::date::text as created_on
      from enrolments e join students s on s.id = e.student_id
      left join courses c on c.id = e.course_id order by s.id, e.id`);
    const byStudent: Record<string, string[]> = Object.fromEntries(
      Object.keys(oldStudents).map((k) => [k, []]),
    );
    for (const r of rows) byStudent[r.key]!.push(r.name ?? r.legacy!);
    expect(byStudent).toEqual(expected);
    // A matched name links to the course (no name kept); an unmatched one keeps its name.
    for (const r of rows) expect(r.course_id === null).toBe(r.legacy !== null);
    expect(rows.filter((r) => r.course_id === null).map((r) => r.legacy)).toEqual([
      'Astrology Basics',
      'Spoken Punjabi',
    ]);
    // Enrolled on the day the student registered.
    for (const r of rows) expect(r.enrolled_on).toBe(r.created_on);
  });

  it('moves each teacher course, keeping an unmatched name, and drops the name columns', async () => {
    const { rows } = await database.db.execute<Row>(sql`
      select t.first_name as key, tc.course_id, c.name, tc.legacy_course_name as legacy
      from teacher_courses tc join teachers t on t.id = tc.teacher_id
      left join courses c on c.id = tc.course_id order by t.id`);
    expect(rows.map((r) => [r.key, r.name, r.legacy])).toEqual([
      ['matched', 'Full Stack Developer', null],
      ['cased', 'Web Designing', null],
      ['unmatched', null, 'Underwater Basket Weaving'],
    ]);
    const { rows: columns } = await database.db.execute<{ table_name: string }>(sql`
      select table_name from information_schema.columns
      where column_name = 'courses' and table_name in ('students', 'teachers')`);
    expect(columns).toEqual([]);
  });

  it('shows the same names at the API edge, and warns at start-up about the kept ones', async () => {
    const config = loadConfig({ DATA_DIR: '/nonexistent', ADMIN_PASSWORD: 'admin-pass-1234' });
    const warnings: { obj: unknown; msg: string }[] = [];
    const log = {
      info: () => {},
      warn: (obj: unknown, msg: string) => warnings.push({ obj, msg }),
    } as unknown as FastifyBaseLogger;
    await bootstrapDatabase(database.db, config, log);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.obj).toEqual({
      enrolments: { count: 2, names: ['Astrology Basics', 'Spoken Punjabi'] },
      teacherCourses: { count: 1, names: ['Underwater Basket Weaving'] },
    });
    expect(warnings[0]!.msg).toContain('"Astrology Basics"');

    const app = await buildApp({ config, database });
    try {
      const admin = await createAdmin(database.db);
      const { token } = await createSession(database.db, admin.id, defaultSessionPolicy);
      const headers = { cookie: `academy_session=${token}` };
      const regs = await app.inject({ url: '/get-registrations', headers });
      const list = regs.json<{ registrations: RegistrationRecord[] }>().registrations;
      const shown = Object.fromEntries(list.map((r) => [r.studentName, r.courses]));
      expect(shown).toEqual(expected);
      const teachers = await app.inject({ url: '/get-teachers', headers });
      expect(teachers.json().map((t: { courses: string }) => t.courses)).toEqual([
        'Full Stack Developer',
        'Web Designing',
        'Underwater Basket Weaving',
      ]);
    } finally {
      await app.close();
    }
  });
});
