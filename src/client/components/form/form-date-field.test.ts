import { describe, expect, it } from 'vitest';
import { isoToDayMonthYear, readDateText } from './form-date-field';

describe('form date field', () => {
  it('shows a yyyy-mm-dd value as dd-mm-yyyy', () => {
    expect(isoToDayMonthYear('2026-12-31')).toBe('31-12-2026');
    expect(isoToDayMonthYear('')).toBe('');
  });

  it('reads dd-mm-yyyy as parseDayMonthYear does, and a pasted yyyy-mm-dd', () => {
    expect(readDateText('31-12-2026')).toEqual({ ok: true, date: '2026-12-31' });
    expect(readDateText('1/1/2026')).toEqual({ ok: true, date: '2026-01-01' });
    expect(readDateText('੩੧-੧੨-੨੦੨੬')).toEqual({ ok: true, date: '2026-12-31' });
    expect(readDateText('३१.१२.२०२६')).toEqual({ ok: true, date: '2026-12-31' });
    expect(readDateText('2026-12-31')).toEqual({ ok: true, date: '2026-12-31' });
  });

  it('refuses what is not a date, with parseDayMonthYear’s codes', () => {
    expect(readDateText('12/31/2026')).toMatchObject({ ok: false, code: 'NO_SUCH_DATE' });
    expect(readDateText('30-02-2026')).toMatchObject({ ok: false, code: 'NO_SUCH_DATE' });
    expect(readDateText('2026-02-30')).toMatchObject({ ok: false, code: 'NO_SUCH_DATE' });
    expect(readDateText('tomorrow')).toMatchObject({ ok: false, code: 'BAD_FORMAT' });
    expect(readDateText('01-01-1800')).toMatchObject({ ok: false, code: 'OUT_OF_RANGE' });
  });
});
