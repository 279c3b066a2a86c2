import { describe, expect, it } from 'vitest';
import { ApiError, networkMessage, parseApiError } from './api-error';

describe('parseApiError', () => {
  it('reads the code, message and field errors of a coded reply', () => {
    const error = parseApiError(409, {
      code: 'COURSE_CODE_TAKEN',
      message: 'A course with this code already exists.',
      fieldErrors: { code: ['A course with this code already exists.'] },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(409);
    expect(error.code).toBe('COURSE_CODE_TAKEN');
    expect(error.message).toBe('A course with this code already exists.');
    expect(error.fieldErrors).toEqual({ code: ['A course with this code already exists.'] });
    expect(error.isNetworkError).toBe(false);
  });

  it('copes with a reply without a code, and with an unknown code', () => {
    const old = parseApiError(400, { message: 'Please correct the fields.' });
    expect(old.code).toBeUndefined();
    expect(old.message).toBe('Please correct the fields.');
    expect(old.fieldErrors).toEqual({});
    expect(parseApiError(400, { code: 'NOT_A_CODE', message: 'x' }).code).toBeUndefined();
  });

  it('falls back to the plain message for a body that is not an error body', () => {
    for (const body of [
      undefined,
      null,
      'Bad Gateway',
      [1, 2],
      { message: '  ' },
      { message: 7 },
    ]) {
      const error = parseApiError(502, body);
      expect(error.message).toBe(networkMessage);
      expect(error.code).toBeUndefined();
      expect(error.fieldErrors).toEqual({});
    }
  });

  it('keeps only field errors that are lists of text', () => {
    const error = parseApiError(400, {
      code: 'VALIDATION_FAILED',
      message: 'Please correct the highlighted fields.',
      fieldErrors: { name: ['Required.', 3, ''], price: 'Too high.', code: [] },
    });
    expect(error.fieldErrors).toEqual({ name: ['Required.'] });
  });
});

describe('ApiError.isUnauthenticated', () => {
  it('is a lost session: a 401 with UNAUTHENTICATED or without a code', () => {
    expect(parseApiError(401, { code: 'UNAUTHENTICATED', message: 'x' }).isUnauthenticated).toBe(
      true,
    );
    expect(parseApiError(401, { message: 'Please log in to continue.' }).isUnauthenticated).toBe(
      true,
    );
  });

  it('is not a wrong password, a 403 or a network failure', () => {
    expect(
      parseApiError(401, { code: 'INVALID_CREDENTIALS', message: 'x' }).isUnauthenticated,
    ).toBe(false);
    expect(parseApiError(403, { code: 'FORBIDDEN', message: 'x' }).isUnauthenticated).toBe(false);
    expect(new ApiError(0, networkMessage).isUnauthenticated).toBe(false);
    expect(new ApiError(0, networkMessage).isNetworkError).toBe(true);
  });
});
