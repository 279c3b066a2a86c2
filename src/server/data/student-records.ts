import { emptyEducationLevel, type RegistrationDetails } from '#shared/registration.ts';
import type { EducationLevel } from '../db/schema';

/** The registration's one "student name" is kept as first name (first word) and last name. */
function splitName(studentName: string) {
  const [first = '', ...rest] = studentName.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

function level(value: Partial<EducationLevel> | undefined): EducationLevel {
  return { ...emptyEducationLevel, ...value };
}

/**
 * The columns a validated registration form fills: the password goes to `users`, the courses to
 * `enrolments`.
 */
export function toColumns(r: RegistrationDetails) {
  const clean = (l: EducationLevel): EducationLevel => (l.completed ? l : level({}));
  return {
    ...splitName(r.studentName),
    fatherName: r.fatherName,
    motherName: r.motherName,
    dateOfBirth: r.dateOfBirth,
    gender: r.gender,
    email: r.emailAddress,
    phone: r.phoneNumber,
    guardianPhone: r.guardianPhone || null,
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
    preferredTiming: r.preferredTiming || null,
    reason: r.reason,
    paymentMethod: r.paymentMethod,
    transactionId: r.transactionId || null,
  };
}
