import { z } from 'zod';
import { resultsReleases, testInputSchema, type TestDetail } from '#shared/mock-test-builder.ts';
import { istMidnight, istParts, parsePlainDate } from '#shared/ist.ts';
import { fieldPaths, formOfBody } from '#client/components/form/form-schema.ts';

/**
 * An instant as the builder shows it: 'yyyy-mm-ddThh:mm' on the wall clock in India (IST), as
 * every date and time of the product is shown, whatever the admin's computer is set to.
 */
export function toIstInput(iso: string): string {
  if (Number.isNaN(Date.parse(iso))) return '';
  const { year, month, day, hour, minute } = istParts(new Date(iso));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
}

/** 'yyyy-mm-ddThh:mm' in IST → an ISO instant; anything else as it is (the schema refuses it). */
export function fromIstInput(text: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(text);
  if (!m || !parsePlainDate(m[1]!) || Number(m[2]) > 23 || Number(m[3]) > 59) return text;
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  return new Date(istMidnight(m[1]!).getTime() + minutes * 60_000).toISOString();
}

/** '' → undefined (the schema's default or its "enter …" message); a number otherwise. */
function numberOrEmpty(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : Number.NaN;
}

const sectionForm = z.object({
  title: z.string(),
  correctMarks: z.string(),
  wrongMarks: z.string(),
  questionIds: z.array(z.number()),
});

const testFields = z.object({
  title: z.string(),
  courseId: z.string(),
  instructions: z.string(),
  durationMinutes: z.string(),
  correctMarks: z.string(),
  wrongMarks: z.string(),
  windowStart: z.string(),
  windowEnd: z.string(),
  attemptsAllowed: z.string(),
  shuffleQuestions: z.boolean(),
  shuffleOptions: z.boolean(),
  resultsRelease: z.enum(resultsReleases),
  sections: z.array(sectionForm),
});

/**
 * The test builder's fields as typed (numbers as text, times as 'yyyy-mm-ddThh:mm' in IST); on submit they
 * become the contract's `testInputSchema` body with its messages on the same paths.
 */
export const testFormSchema = formOfBody(testFields, testInputSchema, (v) => ({
  title: v.title,
  courseId: v.courseId === '' ? null : Number(v.courseId),
  instructions: v.instructions,
  durationMinutes: numberOrEmpty(v.durationMinutes),
  correctMarks: numberOrEmpty(v.correctMarks),
  wrongMarks: numberOrEmpty(v.wrongMarks),
  windowStart: v.windowStart ? fromIstInput(v.windowStart) : undefined,
  windowEnd: v.windowEnd ? fromIstInput(v.windowEnd) : undefined,
  attemptsAllowed: numberOrEmpty(v.attemptsAllowed),
  shuffleQuestions: v.shuffleQuestions,
  shuffleOptions: v.shuffleOptions,
  resultsRelease: v.resultsRelease,
  sections: v.sections.map((s) => ({
    title: s.title,
    correctMarks: s.correctMarks.trim() === '' ? null : numberOrEmpty(s.correctMarks),
    wrongMarks: s.wrongMarks.trim() === '' ? null : numberOrEmpty(s.wrongMarks),
    questionIds: s.questionIds,
  })),
}));
export type TestFormValues = z.input<typeof testFormSchema>;

/** The test's own fields a server's message is shown on (not the switches, not the sections). */
export const testFormFields = fieldPaths(testFields, [
  'shuffleQuestions',
  'shuffleOptions',
  'sections',
]);

export function testFormValues(test: TestDetail | null, now = new Date()): TestFormValues {
  if (!test) {
    // Open from now (this minute): a test published at once can be started (27.15).
    const start = now;
    return {
      title: '',
      courseId: '',
      instructions: '',
      durationMinutes: '180',
      correctMarks: '4',
      wrongMarks: '-1',
      windowStart: toIstInput(start.toISOString()),
      windowEnd: toIstInput(new Date(start.getTime() + 7 * 86_400_000).toISOString()),
      attemptsAllowed: '1',
      shuffleQuestions: false,
      shuffleOptions: false,
      resultsRelease: 'after_window',
      sections: [{ title: 'Section A', correctMarks: '', wrongMarks: '', questionIds: [] }],
    };
  }
  return {
    title: test.title,
    courseId: test.courseId === null ? '' : String(test.courseId),
    instructions: test.instructions,
    durationMinutes: String(test.durationMinutes),
    correctMarks: String(test.correctMarks),
    wrongMarks: String(test.wrongMarks),
    windowStart: toIstInput(test.windowStart),
    windowEnd: toIstInput(test.windowEnd),
    attemptsAllowed: String(test.attemptsAllowed),
    shuffleQuestions: test.shuffleQuestions,
    shuffleOptions: test.shuffleOptions,
    resultsRelease: test.resultsRelease,
    sections: test.sections.map((s) => ({
      title: s.title,
      correctMarks: s.correctMarks === null ? '' : String(s.correctMarks),
      wrongMarks: s.wrongMarks === null ? '' : String(s.wrongMarks),
      questionIds: s.questions.map((q) => q.questionId),
    })),
  };
}
