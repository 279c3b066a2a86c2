import { z } from 'zod';
import { emailSchema, phoneSchema, type EducationLevelInput } from './registration';

/** One row of `GET /get-students` (the spec's shape). */
export type StudentListItem = {
  id: number;
  firstName: string;
  lastName: string;
  student_id: string;
  contactNumber: string;
};

export type StudentStatus = 'active' | 'pending' | 'rejected';

/** One entry of `GET /get-registrations`: every registration field of the spec except the password. */
export type RegistrationRecord = {
  id: number;
  student_id: string;
  status: StudentStatus;
  studentName: string;
  fatherName: string;
  motherName: string;
  dateOfBirth: string | null;
  gender: 'male' | 'female' | 'other' | null;
  emailAddress: string | null;
  phoneNumber: string;
  address: string;
  sameAsPermanentAddress: boolean;
  permanentAddress: string;
  highSchool: Required<EducationLevelInput>;
  intermediate: Required<EducationLevelInput>;
  bachelorDegree: Required<EducationLevelInput>;
  masterDegree: Required<EducationLevelInput>;
  additionalCertifications: string;
  courses: string[];
  preferredTiming: 'morning' | 'afternoon' | 'evening' | null;
  reason: string;
  paymentMethod: string;
  transactionId: string | null;
  createdAt: string;
};

export type RegistrationsReply = { registrations: RegistrationRecord[] };

const name = (label: string, min: number) =>
  z
    .string(`Please enter the ${label}.`)
    .trim()
    .min(min, `Please enter the ${label}.`)
    .max(100, `The ${label} is too long.`);

/** `PUT /api/students/:id`: the Edit dialog of StudentData. */
export const studentUpdateSchema = z.object({
  firstName: name('first name', 1),
  lastName: name('last name', 0).default(''),
  contactNumber: phoneSchema,
  emailAddress: emailSchema,
});
export type StudentUpdateInput = z.input<typeof studentUpdateSchema>;
export type StudentUpdate = z.output<typeof studentUpdateSchema>;

/** Reply of `POST /api/students/:id/approve`; a password only when one had to be made up. */
export type ApproveReply = { studentId: string; password?: string };
/** Reply of `POST /api/students/:id/reset-password`: the new password, shown once. */
export type ResetPasswordReply = { password: string };
