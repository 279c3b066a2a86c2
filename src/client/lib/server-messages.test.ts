// The server's errors and the shared schemas' messages, shown in the reader's language; English
// exactly as the server and the schemas write it.
import { afterEach, describe, expect, it } from 'vitest';
import { accountMessages } from '../../shared/account';
import { messages as authMessages } from '../../shared/auth-messages';
import { courseMessages } from '../../shared/courses';
import { errorCodes } from '../../shared/error-codes';
import { feeMessages } from '../../shared/fees';
import { registrationMessages } from '../../shared/registration';
import { ApiError, parseApiError } from './api-error';
import { i18n, loadLanguage } from './i18n';
import { translateServerMessage, translateValidation } from './server-messages';

const attemptActive = 'You have a test in progress. Finish or submit it first.';
const gurmukhi = /[\u0A00-\u0A7F]/;
const devanagari = /[\u0900-\u097F]/;

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
    ];
    const all = values
      // Whole messages; fragments that code completes ('Registration failed: ') are not shown alone.
      .filter((m): m is string => typeof m === 'string' && /^[A-Z].*[^\s:]$/.test(m));
    const english = JSON.stringify(i18n.getResourceBundle('en', 'validation'));
    const missing = all.filter((m) => !english.includes(JSON.stringify(m)));
    expect(missing).toEqual([]);
  });
});
