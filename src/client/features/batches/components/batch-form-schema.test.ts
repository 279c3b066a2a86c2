import { describe, expect, it } from 'vitest';
import { batchMessages, type Batch } from '#shared/batches.ts';
import { batchFieldNames, batchFormSchema, batchFormValues, updateOf } from './batch-form-schema';

const filled = {
  ...batchFormValues(null, 7),
  name: 'Morning A',
  timing: 'morning',
  capacity: '30',
  startsOn: '2026-12-01',
};

describe('the batch form', () => {
  it('turns the typed fields into the contract’s body; an empty end is no end', () => {
    expect(batchFormSchema.parse({ ...filled, teacherIds: [3] })).toEqual({
      courseId: 7,
      name: 'Morning A',
      timing: 'morning',
      room: '',
      capacity: 30,
      startsOn: '2026-12-01',
      endsOn: null,
      teacherIds: [3],
    });
  });

  it('puts the contract’s messages on their fields: blanks, seats, an end before the start', () => {
    const blank = batchFormSchema.safeParse(batchFormValues(null, null));
    const paths = blank.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['courseId', 'name', 'timing', 'capacity', 'startsOn']),
    );
    const seats = batchFormSchema.safeParse({ ...filled, capacity: '501' });
    expect(seats.error?.issues[0]).toMatchObject({
      path: ['capacity'],
      message: batchMessages.capacityRange,
    });
    const early = batchFormSchema.safeParse({ ...filled, endsOn: '2026-11-30' });
    expect(early.error?.issues[0]).toMatchObject({
      path: ['endsOn'],
      message: batchMessages.endBeforeStart,
    });
    expect(batchFieldNames.join(' ')).toBe(
      'courseId name timing room capacity startsOn endsOn teacherIds',
    );
  });

  it('edits a batch with its own values and never sends its course', () => {
    const batch: Batch = {
      id: 4,
      courseId: 7,
      course: 'Web Designing',
      name: 'Evening',
      timing: 'evening',
      room: 'Lab 2',
      capacity: 20,
      enrolled: 5,
      startsOn: '2026-12-01',
      endsOn: '2027-03-31',
      teachers: [{ id: 2, name: 'Asha Rani' }],
    };
    const values = batchFormValues(batch, null);
    expect(values).toMatchObject({ courseId: '7', capacity: '20', teacherIds: [2] });
    const update = updateOf(batchFormSchema.parse(values));
    expect(update).not.toHaveProperty('courseId');
    expect(update).toMatchObject({ name: 'Evening', endsOn: '2027-03-31', teacherIds: [2] });
  });
});
