import { describe, expect, it } from 'vitest';
import { isUniqueViolation, pgError } from './pg-error';

// The shapes the two drivers give (tests/api exercise the real ones: a taken e-mail, phone, UPI
// reference, a payment reversed twice).
const driverError = (code: string, constraint?: string) =>
  Object.assign(new Error('duplicate key value violates unique constraint'), {
    severity: 'ERROR',
    code,
    constraint,
  });

describe('pgError', () => {
  it('reads the code and constraint from the driver’s error or Drizzle’s wrapper', () => {
    const raw = driverError('23505', 'students_phone_idx');
    const wrapped = Object.assign(new Error('Failed query: insert …'), { cause: raw });
    expect(pgError(raw)).toEqual({ code: '23505', constraint: 'students_phone_idx' });
    expect(pgError(wrapped)).toEqual({ code: '23505', constraint: 'students_phone_idx' });
    expect(isUniqueViolation(wrapped, 'students_phone_idx')).toBe(true);
    expect(isUniqueViolation(wrapped, 'students_email_lower_idx')).toBe(false);
    expect(isUniqueViolation(wrapped)).toBe(true);
  });

  it('is null for an error that did not come from the server', () => {
    const socket = Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
    expect(pgError(socket)).toBeNull();
    expect(pgError(new Error('x'))).toBeNull();
    expect(pgError(undefined)).toBeNull();
    expect(pgError('23505')).toBeNull();
  });
});
