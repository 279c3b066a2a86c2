import type { Db } from '../db/client';
import { loadDemoAttendance } from './demo-attendance';
import { loadDemoBatches } from './demo-batches';
import { loadDemoExams } from './demo-exams';
import { loadDemoFees } from './demo-fees';
import { loadMockTestDemo } from './demo-mock-tests';
import { eq, sql } from 'drizzle-orm';
import { createNotice, createStudent, createTeacher } from './factories';
import { students, teachers, users } from '../db/schema';
import { hashPassword } from '../lib/password';

const teacherRows = [
  { firstName: 'Amandeep', lastName: 'Sharma', gender: 'Male', courses: 'Full Stack Developer' },
  { firstName: 'Simranjeet', lastName: 'Kaur', gender: 'Female', courses: 'Graphic Design' },
  { firstName: 'Rajinder', lastName: 'Singh', gender: 'Male', courses: 'Python Crash Course' },
  { firstName: 'Neha', lastName: 'Bansal', gender: 'Female', courses: 'Digital Marketing' },
  { firstName: 'Gurpreet', lastName: 'Gill', gender: 'Male', courses: 'Web Designing' },
  { firstName: 'Pooja', lastName: 'Arora', gender: 'Female', courses: 'Content Writing' },
] as const;

const studentRows = [
  { firstName: 'Jaspreet', lastName: 'Kaur', gender: 'female', courses: ['Web Designing'] },
  {
    firstName: 'Arjun',
    lastName: 'Mehta',
    gender: 'male',
    courses: ['Python Crash Course', 'SEO Management'],
  },
  { firstName: 'Manpreet', lastName: 'Sandhu', gender: 'male', courses: ['Video Editing'] },
  { firstName: 'Kavya', lastName: 'Verma', gender: 'female', courses: ['Graphic Design'] },
] as const;

/**
 * The demo teacher's login, `teacher` / `12345` (issue 21.1), like the demo student's: Amandeep
 * Sharma, who teaches Full Stack Developer and so is named in its demo batches.
 */
async function giveDemoTeacherLogin(
  db: Db,
  teacher: { id: number; firstName: string; lastName: string },
) {
  const [user] = await db
    .insert(users)
    .values({
      username: 'teacher',
      passwordHash: await hashPassword('12345'),
      role: 'teacher',
      displayName: `${teacher.firstName} ${teacher.lastName}`,
    })
    .returning({ id: users.id });
  await db.update(teachers).set({ userId: user!.id }).where(eq(teachers.id, teacher.id));
}

function daysAgo(n: number) {
  return new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
}

/** Loads the demo content on an empty database; returns false when there was data already. */
export async function loadDemoData(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(students);
  if ((row?.n ?? 0) > 0) return false;

  await createStudent(db, {
    studentId: 'student',
    password: '12345',
    firstName: 'Gurleen',
    lastName: 'Dhillon',
    email: 'gurleen.dhillon@example.in',
    phone: '9876500001',
    courses: ['Full Stack Developer', 'Digital Marketing'],
  });
  for (const [i, s] of studentRows.entries()) {
    await createStudent(db, {
      ...s,
      courses: [...s.courses],
      studentId: `ACA-2026-${String(i + 2).padStart(4, '0')}`,
      email: `${s.firstName.toLowerCase()}.${s.lastName.toLowerCase()}@example.in`,
      phone: `98765000${String(i + 2).padStart(2, '0')}`,
      password: 'welcome123',
    });
  }
  await createStudent(db, {
    status: 'pending',
    studentId: 'APP-2026-0001',
    firstName: 'Ishaan',
    lastName: 'Bedi',
    gender: 'male',
    email: 'ishaan.bedi@example.in',
    phone: '9876500099',
    courses: ['Full Stack Developer'],
    reason: 'I want to build web applications for local businesses in Jalandhar.',
  });
  const demoTeachers = [];
  for (const t of teacherRows) demoTeachers.push(await createTeacher(db, t));
  await giveDemoTeacherLogin(db, demoTeachers[0]!);
  await createNotice(db, {
    title: 'New batch of Full Stack Developer starts',
    details: 'The evening batch begins on Monday at 6 pm. Bring your laptop.',
    postedBy: 'Academic Office',
    date: daysAgo(1),
  });
  await createNotice(db, {
    title: 'Fee deposit reminder',
    details: 'Second instalment is due by the 10th. Pay at the office or by UPI.',
    postedBy: 'Accounts',
    date: daysAgo(6),
  });
  await createNotice(db, {
    title: 'Mock test for Python Crash Course',
    details: 'A 30-minute practice test opens this Saturday in the student dashboard.',
    postedBy: 'Rajinder Singh',
    date: daysAgo(12),
  });
  await loadDemoExams(db);
  await loadDemoBatches(db);
  await loadDemoFees(db);
  await loadMockTestDemo(db);
  await loadDemoAttendance(db);
  return true;
}
