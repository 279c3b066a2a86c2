import { emptyEducationLevel, type Registration } from '../../shared/registration';
import type { RegistrationRecord } from '../../shared/students';
import type { Education, EducationLevel } from '../db/schema';
import { students } from '../db/schema';

export type StudentRow = typeof students.$inferSelect;

/** The registration's one "student name" is kept as first name (first word) and last name. */
export function splitName(studentName: string) {
  const [first = '', ...rest] = studentName.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

function level(value: Partial<EducationLevel> | undefined): EducationLevel {
  return { ...emptyEducationLevel, ...value };
}

/** Courses are a real list; older data may hold a (double-)encoded JSON string, so unwrap it. */
export function toCourseList(value: unknown): string[] {
  let v = value;
  for (let i = 0; i < 3 && typeof v === 'string'; i++) {
    try {
      v = JSON.parse(v);
    } catch {
      return v ? [v as string] : [];
    }
  }
  return Array.isArray(v) ? v.filter((c): c is string => typeof c === 'string') : [];
}

export function toRecord(row: StudentRow): RegistrationRecord {
  const edu: Partial<Education> = row.education ?? {};
  return {
    id: row.id,
    student_id: row.studentId,
    status: row.status,
    studentName: `${row.firstName} ${row.lastName}`.trim(),
    fatherName: row.fatherName,
    motherName: row.motherName,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender,
    emailAddress: row.email,
    phoneNumber: row.phone,
    address: row.address,
    sameAsPermanentAddress: row.sameAsPermanentAddress,
    permanentAddress: row.permanentAddress,
    highSchool: level(edu.highSchool),
    intermediate: level(edu.intermediate),
    bachelorDegree: level(edu.bachelorDegree),
    masterDegree: level(edu.masterDegree),
    additionalCertifications: row.additionalCertifications,
    courses: toCourseList(row.courses),
    preferredTiming: row.preferredTiming,
    reason: row.reason,
    paymentMethod: row.paymentMethod,
    transactionId: row.transactionId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The columns a validated registration form fills (the password goes to `users`). */
export function toColumns(r: Registration) {
  const clean = (l: EducationLevel): EducationLevel => (l.completed ? l : level({}));
  return {
    ...splitName(r.studentName),
    fatherName: r.fatherName,
    motherName: r.motherName,
    dateOfBirth: r.dateOfBirth,
    gender: r.gender,
    email: r.emailAddress,
    phone: r.phoneNumber,
    address: r.address,
    sameAsPermanentAddress: r.sameAsPermanentAddress,
    permanentAddress: r.permanentAddress,
    education: {
      highSchool: clean(r.highSchool),
      intermediate: clean(r.intermediate),
      bachelorDegree: clean(r.bachelorDegree),
      masterDegree: clean(r.masterDegree),
    },
    additionalCertifications: r.additionalCertifications,
    courses: r.courses,
    preferredTiming: r.preferredTiming || null,
    reason: r.reason,
    paymentMethod: r.paymentMethod,
    transactionId: r.transactionId || null,
  };
}
