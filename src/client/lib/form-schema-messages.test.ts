// The shared forms' schemas, left empty or overfilled: every message they give is shown in the
// reader's language.
import { afterEach, describe, expect, it } from 'vitest';
import { contactSchema } from '#shared/contact.ts';
import { examInputSchema } from '#shared/exams.ts';
import { gradeScaleSchema } from '#shared/grading.ts';
import { questionInputSchema } from '#shared/mock-question-bank.ts';
import { testInputSchema } from '#shared/mock-test-builder.ts';
import { noticeInputSchema } from '#shared/notices.ts';
import { admissionSchema, registrationSchema } from '#shared/registration.ts';
import { studentUpdateSchema } from '#shared/students.ts';
import { eachLanguage } from './each-language';
import { i18n } from './i18n';
import { translateValidation } from './server-messages';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe("the forms' schemas, left empty or overfilled", () => {
  type Schema = { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } };
  const long = 'x'.repeat(20_000);
  const cases: [string, Schema, unknown[]][] = [
    [
      'registration',
      registrationSchema,
      [{}, { studentName: long, fatherName: long, motherName: long, address: long }],
    ],
    ['admission', admissionSchema, [{}]],
    ['student', studentUpdateSchema, [{}, { firstName: long, lastName: long }]],
    ['notice', noticeInputSchema, [{}, { title: long, details: long, postedBy: long }]],
    ['contact', contactSchema, [{}, { name: long, message: long }]],
    [
      'grade scale',
      gradeScaleSchema,
      [
        {
          id: 'x',
          name: 'n',
          bands: [
            { grade: 'A', min: 1.5 },
            { grade: 'A', min: -1, max: 200 },
          ],
        },
        {
          id: 'x',
          name: 'n',
          bands: [
            { grade: 'A', min: 30 },
            { grade: 'B', min: 10, max: 90 },
          ],
        },
        {
          id: 'x',
          name: 'n',
          bands: [
            { grade: 'A', min: 60 },
            { grade: 'B', min: 10, max: 50 },
          ],
        },
      ],
    ],
    ['exam', examInputSchema, [{}, { subject: long }]],
    ['test', testInputSchema, [{ sections: [] }, { correctMarks: 1.234, wrongMarks: -1.234 }]],
    ['question', questionInputSchema, [{ type: 'mcq' }, { type: 'numerical', range: {} }]],
  ];

  it('every message has an entry (zod’s own, for a field a form always sends, aside)', async () => {
    const messages = new Set<string>();
    for (const [, schema, values] of cases)
      for (const value of values)
        for (const issue of schema.safeParse(value).error?.issues ?? [])
          if (!/^Invalid (input|discriminator)/.test(issue.message)) messages.add(issue.message);
    expect(messages.size).toBeGreaterThan(40);
    await eachLanguage((language, script) => {
      const untranslated = [...messages].filter((m) => {
        const shown = translateValidation(m);
        return script ? !script.test(shown) : shown !== m;
      });
      expect(untranslated, language).toEqual([]);
    });
  });
});
