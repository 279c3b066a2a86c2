import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { students } from '../db/schema';
import { toCourseList } from './student-records';

// With 10,000 students, building the reply's JSON inside PostgreSQL is several times faster
// than mapping rows in JavaScript (PGlite especially); the reply is sent as that text.

// Writers store all four levels with all five fields (toColumns), so a level is sent as stored;
// only a missing one (students made without an education section) gets the empty default.
const level = (key: string) =>
  sql.raw(`coalesce(education->'${key}', '{"completed":false,"instituteName":"","boardUniversity":"","yearOfPassing":"","percentageGrade":""}'::jsonb)`);

/** Rows whose courses are not a JSON array (old imports) are rewritten as real lists first. */
async function healCourses(db: Db) {
  const { rows } = await db.execute<{ id: number; courses: unknown }>(
    sql`select id, courses from students where jsonb_typeof(courses) <> 'array'`,
  );
  for (const row of rows) {
    const list = toCourseList(row.courses);
    await db.update(students).set({ courses: list }).where(eq(students.id, row.id));
  }
}

/** `GET /get-students` as JSON text: active students, oldest first. */
export async function studentsJson(db: Db): Promise<string> {
  const { rows } = await db.execute<{ j: string }>(sql`
    select coalesce(json_agg(json_build_object(
      'id', id, 'firstName', first_name, 'lastName', last_name,
      'student_id', student_id, 'contactNumber', phone) order by id), '[]')::text as j
    from students where status = 'active'`);
  return rows[0]?.j ?? '[]';
}

// Building the registrations reply takes ~0.2 s at 10,000 rows, so each process keeps the last one
// with a fingerprint of every row's id and version (xmin): any insert, update or delete, by any
// server instance, changes it. The fingerprint is also the reply's ETag.
const registrationsCache = new WeakMap<Db, { version: string; json: string }>();

async function registrationsVersion(db: Db): Promise<string> {
  const { rows } = await db.execute<{ v: string }>(sql`
    select md5(count(*)::text || ':' || coalesce(string_agg(id::text || ':' || xmin::text, ',' order by id), '')) as v
    from students where status in ('active', 'pending')`);
  return rows[0]?.v ?? '';
}

/** `GET /get-registrations` as JSON text with its version: the same fields as toRecord(), never a password. */
export async function registrationsJson(db: Db): Promise<{ version: string; json: string }> {
  await healCourses(db);
  const version = await registrationsVersion(db);
  const cached = registrationsCache.get(db);
  if (cached?.version === version) return cached;
  const json = await buildRegistrationsJson(db);
  registrationsCache.set(db, { version, json });
  return { version, json };
}

async function buildRegistrationsJson(db: Db): Promise<string> {
  const { rows } = await db.execute<{ j: string }>(sql`
    select json_build_object('registrations', coalesce(json_agg(r order by r.id), '[]'::json))::text as j
    from (
      select id, student_id, status, trim(first_name || ' ' || last_name) as "studentName",
        father_name as "fatherName", mother_name as "motherName", date_of_birth as "dateOfBirth",
        gender, email as "emailAddress", phone as "phoneNumber", address,
        same_as_permanent_address as "sameAsPermanentAddress",
        permanent_address as "permanentAddress",
        ${level('highSchool')} as "highSchool", ${level('intermediate')} as "intermediate",
        ${level('bachelorDegree')} as "bachelorDegree", ${level('masterDegree')} as "masterDegree",
        additional_certifications as "additionalCertifications", courses,
        preferred_timing as "preferredTiming", reason, payment_method as "paymentMethod",
        transaction_id as "transactionId",
        to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
      from students where status in ('active', 'pending')
    ) r`);
  return rows[0]?.j ?? '{"registrations":[]}';
}
