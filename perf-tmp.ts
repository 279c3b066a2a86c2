import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseOptions } from './src/server/db/client';
import { bulkStudents } from './src/server/db/factories';
import { seedCatalogue } from './src/server/db/seed-catalogue';
import { registrationsJson, studentsJson } from './src/server/data/student-json';
import { listTeachers } from './src/server/data/teachers';
import { students, teachers, users, enrolments, teacherCourses } from './src/server/db/schema';

async function run(options: DatabaseOptions) {
  const database = await openDatabase(options);
  await database.migrate();
  const db = database.db;
  await seedCatalogue(db);
  const { rows: cs } = await db.execute<{ id: number }>(sql`select id from courses order by id limit 2`);
  for (let start = 1; start <= 10_000; start += 1000) {
    const batch = bulkStudents(1000, 'scrypt$x', start);
    const ids = await db.insert(users).values(batch.map((b) => b.user)).returning({ id: users.id });
    const st = await db.insert(students).values(batch.map((b, i) => ({ ...b.student, userId: ids[i]!.id }))).returning({ id: students.id });
    await db.insert(enrolments).values(st.flatMap((s) => cs.map((c) => ({ studentId: s.id, courseId: c.id }))));
  }
  const ts = await db.insert(teachers).values(Array.from({ length: 500 }, (_, i) => ({ firstName: `T${i}`, lastName: 'S', gender: 'Male' as const }))).returning({ id: teachers.id });
  await db.insert(teacherCourses).values(ts.map((t) => ({ teacherId: t.id, courseId: cs[0]!.id })));
  await db.execute(sql`analyze`);
  const time = async (label: string, f: () => Promise<unknown>) => {
    const xs: number[] = [];
    for (let i = 0; i < 5; i++) { const t0 = performance.now(); await f(); xs.push(performance.now() - t0); }
    xs.sort((a, b) => a - b);
    console.log(options.kind, label, xs.map((x) => Math.round(x)).join(' '), 'median', Math.round(xs[2]!));
  };
  let n = 0;
  await time('registrations rebuild (after a change)', async () => {
    await db.execute(sql`update courses set timings = ${String(n++)} where id = ${cs[0]!.id}`);
    const r = await registrationsJson(db);
    if (!r.json.includes('"courses":["')) throw new Error('no courses');
  });
  await time('registrations cached (version only)', () => registrationsJson(db));
  await time('get-students', () => studentsJson(db));
  await time('get-teachers', () => listTeachers(db));
  const { json } = await registrationsJson(db);
  console.log('bytes', json.length, json.slice(0, 0));
  await database.close();
}
// await run({ kind: "pglite" });
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
const name = `academy_perf_${Date.now()}`;
await admin.query(`create database "${name}"`);
try { await run({ kind: 'postgres', url: `postgres://postgres@127.0.0.1:5432/${name}` }); }
finally { console.log(name); await admin.end(); }
