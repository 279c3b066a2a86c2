// The student's search (issue 27.9, decision 020): hits carry facts for the screen to write in
// the student's language (no English "Posted by" or "(Mid-Term)" from the server); the student's
// mock tests and fee receipts are found too, and course names in Punjabi and Hindi.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recordPayment } from '#server/data/fee-payments.ts';
import { saveCourseTranslations } from '#server/data/course-translations.ts';
import { enrolments } from '#server/db/schema.ts';
import { exams } from '#server/db/schema-exams.ts';
import { mockTests } from '#server/db/schema-mock-tests.ts';
import { createCourse, createNotice } from '#server/seed/factories.ts';
import type { SearchHit } from '#shared/account.ts';
import { istDate } from '#shared/ist.ts';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();

async function search(cookie: string, q: string, lang = 'en'): Promise<SearchHit[]> {
  const res = await t.app.inject({
    url: `/api/student/search?q=${encodeURIComponent(q)}&lang=${lang}`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ hits: SearchHit[] }>().hits;
}

/** A student enrolled in a new course, with the enrolment's id. */
async function enrolledStudent(courseName: string) {
  const course = await createCourse(t.db, { name: courseName, price: 30000 });
  const s = await t.newStudent({ courses: [course.name] });
  const [e] = await t.db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(eq(enrolments.studentId, s.student.id));
  return { ...s, course, enrolmentId: e!.id };
}

const hour = 60 * 60 * 1000;

describe('GET /api/student/search', () => {
  it('sends facts, not English sentences, for exams and notices', async () => {
    const a = await enrolledStudent('Tally Search Basics');
    const exam = { date: '2026-12-05', durationMinutes: 120, totalMarks: 50, passMarks: 20 };
    await t.db
      .insert(exams)
      .values([{ ...exam, courseId: a.course.id, type: 'mid_term', subject: 'Tally vouchers' }]);
    await createNotice(t.db, { title: 'Tally lab timing', date: '2026-11-20' });
    const hits = await search(a.cookie, 'tally', 'pa');
    expect(hits.find((h) => h.kind === 'exam')).toEqual({
      kind: 'exam',
      title: 'Tally vouchers',
      facts: { examType: 'mid_term', date: '2026-12-05', course: 'Tally Search Basics' },
      to: '/Sdashboard/MidTerm',
    });
    expect(hits.find((h) => h.kind === 'notice')).toMatchObject({
      title: 'Tally lab timing',
      facts: { date: '2026-11-20', postedBy: 'Office' },
    });
    expect(JSON.stringify(hits)).not.toMatch(/Posted by|Mid-Term/);
  });

  it('finds the mock tests the student may take, by title or course, and no others', async () => {
    const a = await enrolledStudent('JEE Physics Batch');
    const other = await createCourse(t.db, { name: 'JEE Chemistry Batch' });
    const now = Date.now();
    const window = { windowStart: new Date(now - hour), windowEnd: new Date(now + 24 * hour) };
    const [forAll, forMine] = await t.db
      .insert(mockTests)
      .values([
        { title: 'JEE Main Full Mock 1', durationMinutes: 180, published: true, ...window },
        {
          title: 'Kinematics drill',
          courseId: a.course.id,
          durationMinutes: 30,
          published: true,
          ...window,
        },
        {
          title: 'JEE Main Full Mock 2 (draft)',
          durationMinutes: 180,
          published: false,
          ...window,
        },
        {
          title: 'JEE organic drill',
          courseId: other.id,
          durationMinutes: 30,
          published: true,
          ...window,
        },
      ])
      .returning({ id: mockTests.id });
    const hits = (await search(a.cookie, 'jee')).filter((h) => h.kind === 'test');
    expect(hits.map((h) => h.title)).toEqual(['JEE Main Full Mock 1', 'Kinematics drill']);
    expect(hits[0]).toEqual({
      kind: 'test',
      title: 'JEE Main Full Mock 1',
      facts: { minutes: 180, opensAt: window.windowStart.toISOString() },
      to: `/Sdashboard/mocktest?test=${forAll!.id}`,
    });
    expect(hits[1]).toMatchObject({
      facts: { minutes: 30, course: 'JEE Physics Batch' },
      to: `/Sdashboard/mocktest?test=${forMine!.id}`,
    });
  });

  it('finds the student’s own receipts by their number, never another student’s', async () => {
    const a = await enrolledStudent('Receipt Course A');
    const b = await enrolledStudent('Receipt Course B');
    const gst = { gstin: undefined, academyState: '03' };
    const today = istDate(new Date());
    const input = {
      amountPaise: 500000,
      paidOn: today,
      method: 'cash' as const,
      reference: '',
      placeOfSupply: '',
    };
    const mine = await recordPayment(t.db, gst, a.enrolmentId, input, null);
    const theirs = await recordPayment(t.db, gst, b.enrolmentId, input, null);

    const hits = (await search(a.cookie, 'RCT')).filter((h) => h.kind === 'receipt');
    expect(hits).toEqual([
      {
        kind: 'receipt',
        title: mine.receipt.serial,
        facts: { date: today, amountPaise: 500000 },
        to: `/Sdashboard/receipts/${mine.receipt.id}`,
      },
    ]);
    const bySequence = mine.receipt.serial.slice(-5);
    expect((await search(a.cookie, bySequence)).map((h) => h.title)).toContain(mine.receipt.serial);
    const notMine = await search(a.cookie, theirs.receipt.serial);
    expect(notMine.filter((h) => h.kind === 'receipt')).toEqual([]);
  });

  it('finds a course by its Punjabi name and shows it in the student’s language', async () => {
    const a = await enrolledStudent('Spoken English Search');
    await saveCourseTranslations(t.db, a.course.id, {
      pa: { name: 'ਸਪੋਕਨ ਇੰਗਲਿਸ਼ ਖੋਜ', description: '', duration: '3 ਮਹੀਨੇ', timings: '' },
    });
    const pa = await search(a.cookie, 'ਸਪੋਕਨ', 'pa');
    expect(pa.find((h) => h.kind === 'course')).toEqual({
      kind: 'course',
      title: 'ਸਪੋਕਨ ਇੰਗਲਿਸ਼ ਖੋਜ',
      facts: { code: a.course.code, duration: '3 ਮਹੀਨੇ' },
      to: '/Sdashboard/CoursesCards',
    });
    // Typed in English on a Punjabi screen: found, and shown in Punjabi.
    const roman = await search(a.cookie, 'spoken english search', 'pa');
    expect(roman.find((h) => h.kind === 'course')?.title).toBe('ਸਪੋਕਨ ਇੰਗਲਿਸ਼ ਖੋਜ');
    // In English the English name.
    const en = await search(a.cookie, 'ਸਪੋਕਨ', 'en');
    expect(en.find((h) => h.kind === 'course')?.title).toBe('Spoken English Search');
  });
});
