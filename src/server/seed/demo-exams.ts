import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { createStudent, ensureCourses } from './factories';
import { enrolments, students } from '../db/schema';
import { examMarks, exams } from '../db/schema-exams';

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Classmates of the demo student, so ranks mean something; two names test Gurmukhi/Devanagari. */
const classmates = [
  { studentId: 'ACA-2026-0031', firstName: 'ਹਰਪ੍ਰੀਤ', lastName: 'ਸਿੰਘ', phone: '9876500031' },
  { studentId: 'ACA-2026-0032', firstName: 'अनन्या', lastName: 'शर्मा', phone: '9876500032' },
  { studentId: 'ACA-2026-0033', firstName: 'Rohit', lastName: 'Bajwa', phone: '9876500033' },
] as const;

/**
 * The spec's sample figures as real records: in Full Stack Developer the demo student (`student`)
 * sat three mid-term papers of 50 marks and a final of 90 plus a 60-mark project, each 2 hours,
 * all published: results out of 300. Digital Marketing has a mid-term still 'Pending'.
 * Marks by student: demo student first, then the classmates above.
 */
const papers = [
  {
    type: 'mid_term',
    subject: 'HTML and CSS',
    total: 50,
    pass: 17,
    at: -40,
    marks: [42, 44, 31, 'AB'],
  },
  {
    type: 'mid_term',
    subject: 'JavaScript',
    total: 50,
    pass: 17,
    at: -38,
    marks: [38, 41, 35, 22],
  },
  { type: 'mid_term', subject: 'React', total: 50, pass: 17, at: -36, marks: [45, 40, 39, 15] },
  {
    type: 'final',
    subject: 'Full Stack Theory',
    total: 90,
    pass: 30,
    at: -10,
    marks: [78, 81, 66, 40],
  },
  {
    type: 'final',
    subject: 'Project (Practical)',
    total: 60,
    pass: 20,
    at: -8,
    marks: [52, 50, 45, 33],
  },
] as const;

async function enrolmentOf(db: Db, studentId: string, courseId: number) {
  const [row] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(and(eq(students.studentId, studentId), eq(enrolments.courseId, courseId)));
  if (!row) throw new Error(`demo: ${studentId} is not enrolled in course ${courseId}`);
  return row.id;
}

export async function loadDemoExams(db: Db): Promise<void> {
  const [fullStack, marketing] = await ensureCourses(db, [
    'Full Stack Developer',
    'Digital Marketing',
  ]);
  for (const c of classmates) {
    await createStudent(db, {
      ...c,
      email: `${c.studentId.toLowerCase()}@example.in`,
      password: 'welcome123',
      courses: ['Full Stack Developer'],
    });
  }
  const takers = await Promise.all(
    ['student', ...classmates.map((c) => c.studentId)].map((id) => enrolmentOf(db, id, fullStack!)),
  );
  // The class began before its first paper.
  await db
    .update(enrolments)
    .set({ enrolledOn: day(-60) })
    .where(inArray(enrolments.id, takers));
  for (const p of papers) {
    const [exam] = await db
      .insert(exams)
      .values({
        courseId: fullStack!,
        type: p.type,
        date: day(p.at),
        subject: p.subject,
        durationMinutes: 120,
        totalMarks: p.total,
        passMarks: p.pass,
        publishedAt: sql`now()`,
      })
      .returning({ id: exams.id });
    await db.insert(examMarks).values(
      p.marks.map((m, i) => ({
        examId: exam!.id,
        enrolmentId: takers[i]!,
        obtained: m === 'AB' ? null : m,
        absent: m === 'AB',
      })),
    );
  }
  await db.insert(exams).values([
    {
      courseId: marketing!,
      type: 'mid_term',
      date: day(12),
      subject: 'SEO Basics',
      durationMinutes: 120,
      totalMarks: 50,
      passMarks: 17,
    },
    {
      courseId: marketing!,
      type: 'final',
      date: day(75),
      subject: 'Digital Marketing',
      durationMinutes: 120,
      totalMarks: 90,
      passMarks: 30,
    },
  ]);
}
