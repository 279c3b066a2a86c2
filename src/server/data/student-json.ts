import { sql, type SQL } from 'drizzle-orm';
import type { RegistrationRecord } from '#shared/students.ts';
import type { Conn, Db } from '../db/client';
import { appError } from '../lib/app-error';
import { enrolmentCountsText } from './enrolments';

// With 10,000 students, building the reply's JSON inside PostgreSQL is several times faster
// than mapping rows in JavaScript (PGlite especially); the reply is sent as that text.

// Writers store all four levels with all five fields (toColumns), so a level is sent as stored;
// only a missing one (students made without an education section) gets the empty default.
const level = (key: string) =>
  sql.raw(
    `coalesce(s.education->'${key}', '{"completed":false,"instituteName":"","boardUniversity":"","yearOfPassing":"","percentageGrade":""}'::jsonb)`,
  );

/**
 * Registration records (RegistrationRecord: every field but the password) of the students
 * `where` selects. Courses are names produced here, at the edge: each enrolment's course's
 * current name, or the name kept for one that matched no course; dropped enrolments are left out.
 */
function registrationRows(where: SQL) {
  return sql`
    select s.id, s.student_id, s.status, trim(s.first_name || ' ' || s.last_name) as "studentName",
      s.father_name as "fatherName", s.mother_name as "motherName",
      s.date_of_birth as "dateOfBirth", s.gender, s.email as "emailAddress",
      s.phone as "phoneNumber", s.guardian_phone as "guardianPhone", s.address,
      s.same_as_permanent_address as "sameAsPermanentAddress",
      s.permanent_address as "permanentAddress",
      ${level('highSchool')} as "highSchool", ${level('intermediate')} as "intermediate",
      ${level('bachelorDegree')} as "bachelorDegree", ${level('masterDegree')} as "masterDegree",
      s.additional_certifications as "additionalCertifications",
      coalesce(n.names, '[]'::json) as courses,
      s.preferred_timing as "preferredTiming", s.reason, s.payment_method as "paymentMethod",
      s.transaction_id as "transactionId",
      to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
    from students s
    left join (
      select e.student_id, json_agg(coalesce(c.name, e.legacy_course_name) order by e.id) as names
      from enrolments e left join courses c on c.id = e.course_id
      where ${sql.raw(enrolmentCountsText('record'))}
      group by e.student_id
    ) n on n.student_id = s.id
    where ${where}`;
}

const listed = sql`s.status in ('active', 'pending')`;

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
// with a fingerprint of every row it reads from, by id and version (xmin): any insert, update or
// delete of a student, an enrolment or a course (a rename), by any server instance, changes it.
// The fingerprint is also the reply's ETag.
const registrationsCache = new WeakMap<Db, { version: string; json: string }>();

const tableVersion = (table: string, where = 'true') =>
  sql.raw(`(select count(*)::text || ':' || coalesce(string_agg(id::text || ':' || xmin::text, ',' order by id), '')
    from ${table} where ${where})`);

async function registrationsVersion(db: Db): Promise<string> {
  const { rows } = await db.execute<{ v: string }>(sql`
    select md5(${tableVersion('students', "status in ('active', 'pending')")} || '|' ||
      ${tableVersion('enrolments')} || '|' || ${tableVersion('courses')}) as v`);
  return rows[0]?.v ?? '';
}

/** `GET /get-registrations` as JSON text with its version. A read: it never writes. */
export async function registrationsJson(db: Db): Promise<{ version: string; json: string }> {
  const version = await registrationsVersion(db);
  const cached = registrationsCache.get(db);
  if (cached?.version === version) return cached;
  const { rows } = await db.execute<{ j: string }>(sql`
    select json_build_object('registrations', coalesce(json_agg(r order by r.id), '[]'::json))::text as j
    from (${registrationRows(listed)}) r`);
  const json = rows[0]?.j ?? '{"registrations":[]}';
  registrationsCache.set(db, { version, json });
  return { version, json };
}

/** The registrations list as records (the CSV export): the same rows as `/get-registrations`. */
export async function listRegistrations(db: Db): Promise<RegistrationRecord[]> {
  const { json } = await registrationsJson(db);
  return (JSON.parse(json) as { registrations: RegistrationRecord[] }).registrations;
}

/** One student or application of any status, as its registration record. */
export async function findRegistration(conn: Conn, id: number): Promise<RegistrationRecord> {
  const { rows } = await conn.execute<{ r: RegistrationRecord }>(
    sql`select row_to_json(r) as r from (${registrationRows(sql`s.id = ${id}`)}) r`,
  );
  if (!rows[0]) throw appError('NOT_FOUND', 'Student not found.');
  return rows[0].r;
}
