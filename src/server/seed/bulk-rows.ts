// Rows for the benches' bulk inserts: many students at once, without the factories' one-by-one
// writes.
import type { students, users } from '../db/schema';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

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
      preferredTiming: 'morning',
      reason: 'Career change',
      paymentMethod: 'UPI',
    };
    return { user, student };
  });
}
