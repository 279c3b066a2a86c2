import { describe, expect, it } from 'vitest';
import { filterStudents } from './filter-students';

const list = [
  {
    id: 1,
    firstName: 'Gurleen',
    lastName: 'Dhillon',
    student_id: 'student',
    contactNumber: '9876500001',
  },
  {
    id: 12,
    firstName: 'Arjun',
    lastName: 'Mehta',
    student_id: 'ACA-2026-0003',
    contactNumber: '+919876500003',
  },
];
const none = { id: '', name: '', phone: '' };

describe('filterStudents', () => {
  it('keeps everyone without a query', () => {
    expect(filterStudents(list, none)).toHaveLength(2);
  });
  it('matches the row ID exactly or the student ID by contains', () => {
    expect(filterStudents(list, { ...none, id: '1' }).map((s) => s.id)).toEqual([1]);
    expect(filterStudents(list, { ...none, id: 'aca-2026' }).map((s) => s.id)).toEqual([12]);
  });
  it('matches first and last name together, case-insensitively', () => {
    expect(filterStudents(list, { ...none, name: 'arjun  meh' }).map((s) => s.id)).toEqual([12]);
  });
  it('matches phone digits whatever the spacing', () => {
    expect(filterStudents(list, { ...none, phone: '98765 00003' }).map((s) => s.id)).toEqual([12]);
  });
  it('combines the boxes', () => {
    expect(filterStudents(list, { id: 'student', name: 'arjun', phone: '' })).toEqual([]);
  });
});
