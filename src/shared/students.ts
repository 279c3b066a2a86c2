import { z } from 'zod';
import { emailSchema, genders, phoneSchema, timings } from './registration';

/** One row of `GET /get-students` (the spec's shape). */
export const studentListItemSchema = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    student_id: z.string(),
    contactNumber: z.string(),
  })
  .meta({ id: 'StudentListItem' });
export type StudentListItem = z.infer<typeof studentListItemSchema>;

const studentStatuses = ['active', 'pending', 'rejected'] as const;

const educationRecordSchema = z.object({
  completed: z.boolean(),
  instituteName: z.string(),
  boardUniversity: z.string(),
  yearOfPassing: z.string(),
  percentageGrade: z.string(),
});

/** One entry of `GET /get-registrations`: every registration field of the spec except the password. */
export const registrationRecordSchema = z
  .object({
    id: z.number().int(),
    student_id: z.string(),
    status: z.enum(studentStatuses),
    studentName: z.string(),
    fatherName: z.string(),
    motherName: z.string(),
    dateOfBirth: z.string().nullable(),
    gender: z.enum(genders).nullable(),
    emailAddress: z.string().nullable(),
    phoneNumber: z.string(),
    guardianPhone: z.string().nullable(),
    address: z.string(),
    sameAsPermanentAddress: z.boolean(),
    permanentAddress: z.string(),
    highSchool: educationRecordSchema,
    intermediate: educationRecordSchema,
    bachelorDegree: educationRecordSchema,
    masterDegree: educationRecordSchema,
    additionalCertifications: z.string(),
    /** Course names: each enrolment's course as it is named now. */
    courses: z.array(z.string()),
    preferredTiming: z.enum(timings).nullable(),
    reason: z.string(),
    paymentMethod: z.string(),
    transactionId: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'RegistrationRecord' });
export type RegistrationRecord = z.infer<typeof registrationRecordSchema>;

export const registrationsReplySchema = z.object({
  registrations: z.array(registrationRecordSchema),
});
export type RegistrationsReply = z.infer<typeof registrationsReplySchema>;

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
export const approveReplySchema = z.object({
  studentId: z.string(),
  /** The student's name, for the office's dialog, print and CSV. */
  name: z.string(),
  password: z.string().optional(),
  /** The address the approval was e-mailed to (through the outbox), when one was. */
  emailedTo: z.string().optional(),
});
export type ApproveReply = z.infer<typeof approveReplySchema>;

/** Reply of `POST /api/students/:id/reset-password`: the new password, shown once. */
export const resetPasswordReplySchema = z.object({ password: z.string() });
export type ResetPasswordReply = z.infer<typeof resetPasswordReplySchema>;

/** `POST /api/students/:id/end-sessions`: how many sessions (devices) were logged out. */
export const endSessionsReplySchema = z.object({ ended: z.number().int().min(0) });
export type EndSessionsReply = z.infer<typeof endSessionsReplySchema>;
