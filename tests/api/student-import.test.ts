import { asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courses, enrolments, students, users } from '#server/db/schema.ts';
import { auditLog, passwordChangeRequired } from '#server/db/schema-security.ts';
import { createStudent, ensureCourses } from '#server/seed/factories.ts';
import { studentImportColumns } from '#shared/student-import.ts';
import type { StudentImportReply } from '#shared/student-import.ts';
import { multipart } from '../fixtures/uploads';
import { studentCells, studentsCsv } from '../support/student-import-csv';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
beforeAll(async () => {
  await ensureCourses(t.db, ['Web Designing', 'Tally Prime', 'Spoken English']);
});

async function upload(text: string, cookie = t.admin.cookie, name = 'students.csv') {
  const form = await multipart({}, { file: { name, data: Buffer.from(text), type: 'text/csv' } });
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/students/import',
    payload: form.payload,
    headers: { ...form.headers, cookie },
  });
}

const count = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(students))[0]!.n;
const userCount = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;
type Refusal = { code: string; fieldErrors: Record<string, string[]> };

describe('POST /api/admin/students/import', () => {
  it('creates every student with their courses, an ACA ID and a first password to change', async () => {
    const rows = [
      studentCells({ studentName: 'Gurpreet Kaur Dhillon', courses: 'Web Designing; tally prime' }),
      studentCells({
        studentName: 'ਮਨਪ੍ਰੀਤ ਸਿੰਘ',
        gender: 'male',
        dateOfBirth: '2005-01-31',
        courses: 'Spoken English',
        sameAsPermanentAddress: 'No',
        permanentAddress: 'House 4, Model Town, Ludhiana',
        'highSchool.completed': '',
      }),
      studentCells({ courses: '' }),
    ];
    const res = await upload(studentsCsv(rows));
    expect(res.statusCode, res.body).toBe(201);
    const reply = res.json<StudentImportReply>();
    expect(reply.imported).toBe(3);
    expect(reply.students.map((s) => s.name)).toEqual([
      'Gurpreet Kaur Dhillon',
      'ਮਨਪ੍ਰੀਤ ਸਿੰਘ',
      'Harpreet Singh Sandhu',
    ]);
    const ids = reply.students.map((s) => s.studentId);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^ACA-\d{4}-\d{4,}$/);

    const made = await t.db
      .select()
      .from(students)
      .where(inArray(students.studentId, ids))
      .orderBy(asc(students.id));
    expect(made.map((s) => s.status)).toEqual(['active', 'active', 'active']);
    expect(made[0]).toMatchObject({ firstName: 'Gurpreet', lastName: 'Kaur Dhillon' });
    expect(made[1]).toMatchObject({
      dateOfBirth: '2005-01-31',
      gender: 'male',
      permanentAddress: 'House 4, Model Town, Ludhiana',
    });
    expect(made[2]!.dateOfBirth).toBe('2006-08-15');
    const enrolled = await t.db
      .select({ studentId: enrolments.studentId, name: courses.name })
      .from(enrolments)
      .innerJoin(courses, eq(courses.id, enrolments.courseId))
      .where(
        inArray(
          enrolments.studentId,
          made.map((s) => s.id),
        ),
      )
      .orderBy(asc(enrolments.id));
    expect(enrolled).toEqual([
      { studentId: made[0]!.id, name: 'Web Designing' },
      { studentId: made[0]!.id, name: 'Tally Prime' },
      { studentId: made[1]!.id, name: 'Spoken English' },
    ]);
    // Every login must choose its own password first.
    const flagged = await t.db
      .select()
      .from(passwordChangeRequired)
      .where(
        inArray(
          passwordChangeRequired.userId,
          made.map((s) => s.userId!),
        ),
      );
    expect(flagged).toHaveLength(3);

    const first = reply.students[1]!;
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/student/login',
      payload: { studentId: first.studentId, password: first.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ mustChangePassword: true });
    const [user] = await t.db.select().from(users).where(eq(users.id, made[1]!.userId!));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user!.passwordHash).not.toContain(first.password);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.route, '/api/admin/students/import'));
    expect(audit).toMatchObject({ method: 'POST', username: t.admin.user.username });
  });

  it('lists every bad row at once, in the file and against the database, and saves nothing', async () => {
    const taken = await createStudent(t.db, {});
    const twin = studentCells();
    const rows = [
      studentCells(), // line 2: good
      studentCells({ emailAddress: 'not-an-email', gender: 'Boy', courses: 'Astrology' }), // line 3
      studentCells({ courses: 'Web Designing; Rocket Science' }), // line 4
      studentCells({ dateOfBirth: '31-02-2004', 'highSchool.completed': 'maybe' }), // line 5
      studentCells({ phoneNumber: taken.phone }), // line 6
      twin, // line 7
      studentCells({ emailAddress: twin.emailAddress!.toUpperCase() }), // line 8
      studentCells({ studentName: '' }), // line 9
      studentCells({ sameAsPermanentAddress: 'No' }), // line 10
    ];
    const before = [await count(), await userCount()];
    const res = await upload(studentsCsv(rows));
    expect(res.statusCode).toBe(400);
    const body = res.json<Refusal>();
    expect(body.code).toBe('CSV_INVALID');
    expect(body.fieldErrors).toEqual({
      'row:3:Email Address': ['Please enter a valid e-mail address.'],
      'row:3:Gender': ['Please choose a gender.'],
      'row:3:Courses': ['There is no course named "Astrology".'],
      'row:4:Courses': ['There is no course named "Rocket Science".'],
      'row:5:High School Completed': ['Write Yes or No.'],
      'row:5:Date of Birth': ['Please enter a valid date of birth.'],
      'row:6:Phone Number': ['A student with this phone number is already registered.'],
      'row:8:Email Address': [`Email Address ${twin.emailAddress} is also on line 7.`],
      'row:9:Student Name': ['Please enter the student name.'],
      'row:10:Permanent Address': ['Please enter the permanent address.'],
    });
    expect([await count(), await userCount()]).toEqual(before);
  });

  it('refuses a phone repeated within the file, and an e-mail another student has', async () => {
    const existing = await createStudent(t.db, {});
    const a = studentCells();
    const before = await count();
    const res = await upload(
      studentsCsv([
        a,
        studentCells({ phoneNumber: `${a.phoneNumber!.slice(0, 5)} ${a.phoneNumber!.slice(5)}` }),
        studentCells({ emailAddress: existing.email!.toUpperCase() }),
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<Refusal>().fieldErrors).toEqual({
      'row:3:Phone Number': [`Phone Number ${a.phoneNumber} is also on line 2.`],
      'row:4:Email Address': ['A student with this e-mail address is already registered.'],
    });
    expect(await count()).toBe(before);
  });

  it('refuses a file over 1,000 rows, a missing column, a non-CSV file; admins only', async () => {
    const many = studentsCsv(Array.from({ length: 1001 }, () => studentCells()));
    const tooMany = await upload(many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<Refusal>().fieldErrors).toEqual({
      'row:1002': ['The file has more than 1000 rows.'],
    });
    const noCourses = await upload('Student Name,Email Address\r\nAmrit,a@example.in\r\n');
    expect(noCourses.statusCode).toBe(400);
    expect(noCourses.json<Refusal>().fieldErrors['row:1:Courses']).toEqual([
      'The column "Courses" is missing.',
    ]);
    expect((await upload(studentsCsv([studentCells()]), t.admin.cookie, 'a.txt')).statusCode).toBe(
      415,
    );
    expect((await upload(studentsCsv([studentCells()]), t.studentA.cookie)).statusCode).toBe(403);
    expect((await upload(studentsCsv([studentCells()]), '')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/students/import-template.csv', () => {
  it("is the header row of the registration form's columns, for admins only", async () => {
    const res = await t.app.inject({
      url: '/api/admin/students/import-template.csv',
      headers: { cookie: t.admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('students-import-template.csv');
    const header = res.body.replace(/^\uFEFF/, '').trimEnd();
    expect(header).toBe(
      Object.values(studentImportColumns)
        .map((c) => (c.includes(',') ? `"${c}"` : c))
        .join(','),
    );
    expect(header).toMatch(/^Student Name,Father's Name,Mother's Name,Date of Birth,/);
    expect(header).toContain('High School Institute Name');
    expect(header).toContain(',Courses,');
    const student = await t.app.inject({
      url: '/api/admin/students/import-template.csv',
      headers: { cookie: t.studentA.cookie },
    });
    expect(student.statusCode).toBe(403);
  });
});
