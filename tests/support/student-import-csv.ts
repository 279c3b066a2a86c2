import { toCsv } from '#shared/csv.ts';
import { studentImportColumns } from '#shared/student-import.ts';

/** A row of the student import by column key (`studentName`, `highSchool.completed`, …). */
export type StudentCells = Record<string, string>;

let seq = 0;

/** A good row: a fresh e-mail and phone each call; `o` changes or adds cells. */
export function studentCells(o: StudentCells = {}): StudentCells {
  seq += 1;
  const tag = `${process.pid % 1000}${Date.now() % 100_000}${seq}`;
  return {
    studentName: 'Harpreet Singh Sandhu',
    fatherName: 'Gurdev Singh',
    motherName: 'Jaswinder Kaur',
    dateOfBirth: '15-08-2006',
    emailAddress: `harpreet.${tag}@example.in`,
    phoneNumber: `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    gender: 'Male',
    address: 'Village Khera, Jalandhar',
    sameAsPermanentAddress: 'Yes',
    'highSchool.completed': 'Yes',
    'highSchool.instituteName': 'Govt. Senior Secondary School',
    'highSchool.boardUniversity': 'PSEB',
    'highSchool.yearOfPassing': '2022',
    'highSchool.percentageGrade': '81%',
    preferredTiming: 'Morning',
    paymentMethod: 'cash',
    ...o,
  };
}

/** The import file: the template's header, then one line per row. */
export function studentsCsv(rows: StudentCells[]): string {
  const keys = Object.keys(studentImportColumns);
  return toCsv(
    Object.values(studentImportColumns),
    rows.map((r) => keys.map((k) => r[k] ?? '')),
  );
}
