// The server's errors and the shared schemas' messages, shown in the reader's language; English
// exactly as the server and the schemas write it.
import { afterEach, describe, expect, it } from 'vitest';
import { parseMarkText } from '#shared/exams.ts';
import { accountMessages } from '#shared/account.ts';
import { approvalBatchMessages } from '#shared/approval-batches.ts';
import { attendanceMessages } from '#shared/attendance.ts';
import { batchMessages } from '#shared/batches.ts';
import { messages as authMessages } from '#shared/auth-messages.ts';
import { courseMessages } from '#shared/courses.ts';
import { csvMessages } from '#shared/csv-messages.ts';
import { errorCodes } from '#shared/error-codes.ts';
import { feeMessages } from '#shared/fees.ts';
import { questionInputSchema } from '#shared/mock-question-bank.ts';
import { testInputSchema } from '#shared/mock-test-builder.ts';
import { mockTextLabels, mockTextMessages } from '#shared/mock-tests.ts';
import { registrationMessages } from '#shared/registration.ts';
import { ApiError, parseApiError } from './api-error';
import { devanagari, eachLanguage, gurmukhi } from './each-language';
import { i18n, loadLanguage } from './i18n';
import {
  translateCsvMessage,
  translateServerMessage,
  translateValidation,
} from './server-messages';

const attemptActive = 'You have a test in progress. Finish or submit it first.';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('server messages by their codes', () => {
  // tests/api/error-messages.test.ts checks the English entries are the server's own words.
  it('every code has an entry, and English is shown unchanged', () => {
    for (const code of errorCodes) {
      const english = i18n.t(`errors:codes.${code}`);
      expect(english, code).not.toBe(`codes.${code}`);
      expect(translateServerMessage(english, code)).toBe(english);
    }
  });

  it('shows a coded error in Punjabi and Hindi, and a message of its own as the server wrote it', async () => {
    await loadLanguage('pa');
    await loadLanguage('hi');
    await i18n.changeLanguage('pa');
    const error = parseApiError(409, {
      code: 'ATTEMPT_ACTIVE',
      message: attemptActive,
    });
    expect(error.message).toMatch(gurmukhi);
    expect(error.serverMessage).toBe(attemptActive);
    await i18n.changeLanguage('hi');
    expect(error.message).toMatch(devanagari); // read when shown: follows a switch
    // A NOT_FOUND naming what was not found: its text is a schema message, found by its words.
    expect(new ApiError(404, 'Exam not found.', { code: 'NOT_FOUND' }).message).toMatch(devanagari);
    // A message made with numbers: left as the server wrote it.
    const own = 'Row 7: the answer key is missing.';
    expect(new ApiError(400, own, { code: 'CSV_INVALID' }).message).toBe(own);
    await i18n.changeLanguage('en');
    expect(error.message).toBe(attemptActive);
  });
});

describe('validation messages of the shared schemas', () => {
  const samples = [
    authMessages.fillAllFields,
    accountMessages.wrongCurrent,
    courseMessages.duplicateCode,
    feeMessages.tooMuch,
    registrationMessages.duplicateEmail,
    'Please enter a valid e-mail address.',
    'Enter the date as dd-mm-yyyy, e.g. 31-12-2026.',
  ];

  it('are unchanged in English', () => {
    for (const m of samples) expect(translateValidation(m)).toBe(m);
  });

  it('are translated in Punjabi and Hindi; an unknown text passes through', async () => {
    await loadLanguage('pa');
    await loadLanguage('hi');
    for (const [language, script] of [
      ['pa', gurmukhi],
      ['hi', devanagari],
    ] as const) {
      await i18n.changeLanguage(language);
      for (const m of samples) expect(translateValidation(m), `${language}: ${m}`).toMatch(script);
      expect(translateValidation('Something nobody wrote down.')).toBe(
        'Something nobody wrote down.',
      );
    }
  });

  it('every message object of the shared modules has an entry', () => {
    const values: unknown[] = [
      ...Object.values(authMessages),
      ...Object.values(accountMessages),
      ...Object.values(courseMessages),
      ...Object.values(feeMessages),
      ...Object.values(registrationMessages),
      ...Object.values(batchMessages),
      ...Object.values(attendanceMessages),
      ...Object.values(approvalBatchMessages),
    ];
    const all = values
      // Whole messages; fragments that code completes ('Registration failed: ') are not shown alone.
      .filter((m): m is string => typeof m === 'string' && /^[A-Z].*[^\s:]$/.test(m));
    const english = JSON.stringify(i18n.getResourceBundle('en', 'validation'));
    const missing = all.filter((m) => !english.includes(JSON.stringify(m)));
    expect(missing).toEqual([]);
  });

  it("every batch refusal is shown in the reader's language (validation.json 'batches')", async () => {
    await eachLanguage((_, script) => {
      for (const m of Object.values(batchMessages)) expectShown(m, translateValidation(m), script);
      const { allFull, ...fixed } = approvalBatchMessages;
      for (const m of Object.values(fixed)) expectShown(m, translateValidation(m), script);
      const full = allFull('Tally Prime');
      expectShown(full, translateValidation(full), script, ['Tally Prime']);
    });
  });
});

/** Each language with its script; English must come back unchanged. */

/** The message shown in `language`: English unchanged, else in the script, values kept. */
function expectShown(
  message: string,
  translated: string,
  script: RegExp | undefined,
  values: string[] = [],
) {
  if (!script) return expect(translated).toBe(message);
  expect(translated, message).toMatch(script);
  for (const value of values) expect(translated, message).toContain(value);
}

describe('messages made with numbers and names (a placeholder entry)', () => {
  it('every text field of the question bank and the builder: empty and too long', async () => {
    await eachLanguage((_, script) => {
      for (const label of mockTextLabels) {
        const empty = mockTextMessages.required(label);
        expectShown(empty, translateValidation(empty), script);
        const long = mockTextMessages.tooLong(label, 150);
        expectShown(long, translateValidation(long), script, ['150']);
      }
    });
  });

  it("the schemas' own messages: a test's title, a question's option and topic", async () => {
    const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
      result.error?.issues.map((i) => i.message) ?? [];
    const title = issues(testInputSchema.safeParse({ title: 'x'.repeat(151) })).find((m) =>
      m.includes('title'),
    );
    expect(title).toBe('The title is at most 150 characters.');
    const question = issues(
      questionInputSchema.safeParse({
        type: 'mcq',
        text: 'Q',
        options: { A: '', B: 'b', C: 'c', D: 'd' },
        correctOption: 'A',
        subject: 'Physics',
        topic: 't'.repeat(101),
      }),
    );
    expect(question).toEqual(
      expect.arrayContaining(['Enter the option A.', 'The topic is at most 100 characters.']),
    );
    await eachLanguage((_, script) => {
      for (const m of [title!, ...question]) expectShown(m, translateValidation(m), script);
    });
  });

  it('every CSV import message, the numbers and names it carries kept', async () => {
    const samples = Object.entries(csvMessages).map(([name, message]) => {
      if (typeof message === 'string') return { name, text: message, values: [] as string[] };
      // Distinct values for each argument, to find each in the translation.
      const values = Array.from({ length: message.length }, (_, i) => String(701 + i));
      const text = (message as (...args: string[]) => string)(...values);
      return { name, text, values };
    });
    await eachLanguage((language, script) => {
      for (const { name, text, values } of samples) {
        const shown = translateCsvMessage(text);
        expectShown(text, shown, script, values);
        expect(shown, `${language}: ${name}`).not.toMatch(/\{\{/);
      }
    });
  });

  it("the marks file's messages: a line naming its column first, and the grid's own", async () => {
    const notMarks = parseMarkText('abc');
    expect(notMarks).toHaveProperty('error');
    const own = (notMarks as { error: string }).error;
    const prefixed = `Marks: ${own}`;
    const duplicate = `Student ID: ${csvMessages.duplicateKey('Student ID', 'S-17', 4)}`;
    await eachLanguage((_, script) => {
      expectShown(own, translateValidation(own), script, ['"abc"']);
      const shown = translateCsvMessage(prefixed);
      if (script) expect(shown.startsWith('Marks: ')).toBe(true);
      expectShown(prefixed, shown, script);
      expectShown(duplicate, translateCsvMessage(duplicate), script, ['S-17', '4']);
      const above = 'Marks cannot be above the total of 80.';
      expectShown(above, translateValidation(above), script, ['80']);
      // Not a message of ours: as written.
      expect(translateCsvMessage('Remarks: see the office.')).toBe('Remarks: see the office.');
    });
  });
});
