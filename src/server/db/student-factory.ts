import { randomBytes } from 'node:crypto';
import type { RegistrationInput } from '../../shared/registration';
import { students, users } from './schema';

let seq = 0;
const unique = () => `${(seq++).toString(36)}${randomBytes(3).toString('hex')}`;
const randomPhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** A complete, valid Registration Form body with unique e-mail and phone (tests, bench). */
export function registrationPayload(o: Partial<RegistrationInput> = {}): RegistrationInput {
  const id = unique();
  return {
    studentName: 'Simran Kaur',
    fatherName: 'Baldev Singh',
    motherName: 'Gurmeet Kaur',
    dateOfBirth: '2004-08-15',
    gender: 'female',
    emailAddress: `simran.${id}@example.in`,
    phoneNumber: randomPhone(),
    address: '12 Rani Jhansi Road, Ludhiana',
    sameAsPermanentAddress: true,
    permanentAddress: '',
    highSchool: {
      completed: true,
      instituteName: 'Govt. Senior Secondary School',
      boardUniversity: 'PSEB',
      yearOfPassing: '2020',
      percentageGrade: '88%',
    },
    additionalCertifications: 'CCC',
    courses: ['Full Stack Developer', 'Web Designing'],
    preferredTiming: 'evening',
    reason: 'To get a job as a web developer.',
    paymentMethod: 'UPI',
    transactionId: 'UPI-4471',
    password: 'simran-pass-1',
    ...o,
  };
}

/**
 * Rows for bulk inserts (bench): `n` students with their login rows, all sharing one
 * precomputed password hash. Insert `users` first, then the students with their user ids.
 */
export function bulkStudents(n: number, passwordHash: string, start = 1) {
  const year = new Date().getFullYear();
  return Array.from({ length: n }, (_, i) => {
    const k = start + i;
    const studentId = `ACA-${year}-${String(k).padStart(5, '0')}`;
    const pending = k % 50 === 0;
    const user: typeof users.$inferInsert = {
      username: studentId,
      // An application's login stays unusable until approval (see data/registrations.ts).
      passwordHash: pending ? `pending$${passwordHash}` : passwordHash,
      role: 'student',
      displayName: `Student ${k}`,
    };
    const student: Omit<typeof students.$inferInsert, 'userId'> = {
      studentId,
      status: pending ? 'pending' : 'active',
      firstName: `Student${k}`,
      lastName: ['Kaur', 'Singh', 'Sharma', 'Gill'][k % 4]!,
      fatherName: 'Baldev Singh',
      motherName: 'Gurmeet Kaur',
      dateOfBirth: '2004-08-15',
      gender: (['male', 'female', 'other'] as const)[k % 3]!,
      email: `student${k}.${unique()}@example.in`,
      phone: `8${String(k).padStart(9, '0')}`,
      address: `${k} Model Town, Ludhiana, Punjab`,
      sameAsPermanentAddress: true,
      permanentAddress: `${k} Model Town, Ludhiana, Punjab`,
      courses: ['Full Stack Developer', 'Digital Marketing'],
      preferredTiming: 'morning',
      reason: 'Career change',
      paymentMethod: 'UPI',
    };
    return { user, student };
  });
}
