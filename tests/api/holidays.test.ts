// The academy's holidays (issue 21.3, decision 062): the admin lists a year's, adds and deletes
// them; a day that has one already is refused, naming it.
import { describe, expect, it } from 'vitest';
import { fill, holidayMessages, type Holiday } from '#shared/timetable-slots.ts';
import { batchCalls } from '../support/batch-calls';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
const { call } = batchCalls(t);

const yearOf = async (year: number) => {
  const res = await call('GET', `/api/holidays?year=${year}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ holidays: Holiday[] }>().holidays;
};

describe('holidays', () => {
  it('adds, lists by year and date, and deletes', async () => {
    for (const [on, name] of [
      ['2027-11-08', ' Diwali '],
      ['2027-01-26', 'Republic Day'],
      ['2028-01-01', 'New Year'],
    ]) {
      const res = await call('POST', '/api/holidays', { on, name });
      expect(res.statusCode, res.body).toBe(201);
    }
    const year = await yearOf(2027);
    expect(year.map((h) => [h.on, h.name])).toEqual([
      ['2027-01-26', 'Republic Day'],
      ['2027-11-08', 'Diwali'],
    ]);
    const gone = await call('DELETE', `/api/holidays/${year[0]!.id}`);
    expect(gone.statusCode).toBe(200);
    expect((await yearOf(2027)).map((h) => h.name)).toEqual(['Diwali']);
    expect((await yearOf(2028)).map((h) => h.name)).toEqual(['New Year']);
  });

  it('refuses a second holiday on a day, naming the first', async () => {
    expect(
      (await call('POST', '/api/holidays', { on: '2029-08-15', name: 'Independence Day' }))
        .statusCode,
    ).toBe(201);
    const again = await call('POST', '/api/holidays', { on: '2029-08-15', name: 'Azadi' });
    expect(again.statusCode).toBe(409);
    const message = fill(holidayMessages.dayTaken, { day: '2029-08-15', name: 'Independence Day' });
    expect(again.json()).toMatchObject({ message, fieldErrors: { on: [message] } });
    expect((await yearOf(2029)).map((h) => h.name)).toEqual(['Independence Day']);
  });

  it('refuses bad input and wrong ids without a 5xx', async () => {
    const bad: [Record<string, unknown>, string, string][] = [
      [{ on: '2029-02-30', name: 'X' }, 'on', holidayMessages.chooseDay],
      [{ on: 'tomorrow', name: 'X' }, 'on', holidayMessages.chooseDay],
      [{ name: 'X' }, 'on', holidayMessages.chooseDay],
      [{ on: '2029-03-01', name: ' ' }, 'name', holidayMessages.nameNeeded],
      [{ on: '2029-03-01', name: 'n'.repeat(81) }, 'name', holidayMessages.nameTooLong],
    ];
    for (const [body, field, message] of bad) {
      const res = await call('POST', '/api/holidays', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ message, fieldErrors: { [field]: [message] } });
    }
    for (const year of ['1999', '2101', 'abc', '2029.5']) {
      const res = await call('GET', `/api/holidays?year=${year}`);
      expect(res.statusCode, year).toBe(400);
      expect(res.json().message).toBe(holidayMessages.chooseYear);
    }
    expect((await call('GET', '/api/holidays')).statusCode).toBe(200);
    expect((await call('DELETE', '/api/holidays/999999')).statusCode).toBe(404);
    expect((await call('DELETE', '/api/holidays/abc')).statusCode).toBe(404);
    // Nothing of the refused input was saved (the day added by the test before stays).
    expect((await yearOf(2029)).filter((h) => h.on !== '2029-08-15')).toEqual([]);
  });
});
