import { z } from 'zod';
import { limits } from './limits';
import { newPasswordSchema } from './passwords';
import { isCalendarDate } from './strict-date';

export const genders = ['male', 'female', 'other'] as const;
export const timings = ['morning', 'afternoon', 'evening'] as const;
export const paymentMethods = ['Cash', 'UPI', 'Card', 'Bank Transfer'] as const;

export const educationLevels = [
  { key: 'highSchool', label: 'High School' },
  { key: 'intermediate', label: 'Intermediate' },
  { key: 'bachelorDegree', label: 'Bachelor Degree' },
  { key: 'masterDegree', label: 'Master Degree' },
] as const;
export type EducationKey = (typeof educationLevels)[number]['key'];

export const registrationMessages = {
  success: 'Registration successful!',
  failedPrefix: 'Registration failed: ',
  network: 'An error occurred. Please try again.',
  duplicateEmail: 'A student with this e-mail address is already registered.',
  duplicatePhone: 'A student with this phone number is already registered.',
  reasonTooLong: `Reason must be at most ${limits.reasonMax} characters.`,
} as const;

const required = (label: string, max = 100) =>
  z
    .string(`Please enter the ${label}.`)
    .trim()
    .min(1, `Please enter the ${label}.`)
    .max(max, `The ${label} is too long.`);
const optionalText = (max: number) => z.string().trim().max(max, 'This is too long.').default('');

/** Spaces, dashes, dots and brackets are dropped; what remains is 7–15 digits, maybe after a +. */
export const phoneSchema = z
  .string('Please enter the phone number.')
  .trim()
  .min(1, 'Please enter the phone number.')
  .transform((v) => v.replace(/[\s\-().]/g, ''))
  .pipe(z.string().regex(/^\+?[0-9]{7,15}$/, 'Please enter a valid phone number.'));

export const emailSchema = z
  .string('Please enter the e-mail address.')
  .trim()
  .min(1, 'Please enter the e-mail address.')
  .max(254, 'The e-mail address is too long.')
  .pipe(z.email('Please enter a valid e-mail address.'));

const isoDate = z
  .string('Please enter the date of birth.')
  .min(1, 'Please enter the date of birth.')
  .refine(isCalendarDate, { message: 'Please enter a valid date of birth.', abort: true })
  .refine((v) => v >= '1900-01-01' && v <= new Date().toISOString().slice(0, 10), {
    message: 'The date of birth must be in the past.',
  });

const educationLevelSchema = z.object({
  completed: z.boolean().default(false),
  instituteName: optionalText(150),
  boardUniversity: optionalText(150),
  yearOfPassing: optionalText(10),
  percentageGrade: optionalText(20),
});
export type EducationLevelInput = z.input<typeof educationLevelSchema>;

export const emptyEducationLevel = {
  completed: false,
  instituteName: '',
  boardUniversity: '',
  yearOfPassing: '',
  percentageGrade: '',
};

/** Personal, education and course sections: shared by the admin form and the /SignUp form. */
const baseShape = {
  studentName: required('student name'),
  fatherName: required("father's name"),
  motherName: required("mother's name"),
  dateOfBirth: isoDate,
  gender: z.enum(genders, 'Please choose a gender.'),
  emailAddress: emailSchema,
  phoneNumber: phoneSchema,
  /** Optional: empty, or a phone number as `phoneNumber` takes it. */
  guardianPhone: z.union([z.literal(''), phoneSchema]).default(''),
  address: required('address', 500),
  sameAsPermanentAddress: z.boolean().default(false),
  permanentAddress: optionalText(500),
  highSchool: educationLevelSchema.default(emptyEducationLevel),
  intermediate: educationLevelSchema.default(emptyEducationLevel),
  bachelorDegree: educationLevelSchema.default(emptyEducationLevel),
  masterDegree: educationLevelSchema.default(emptyEducationLevel),
  additionalCertifications: optionalText(1000),
  courses: z
    .array(z.string().trim().min(1).max(150), 'Please choose courses from the list.')
    .max(30, 'Too many courses.')
    .default([])
    .transform((list) => [...new Set(list)]),
  preferredTiming: z
    .union([z.enum(timings), z.literal('')], 'Please choose morning, afternoon or evening.')
    .default(''),
  reason: z.string().trim().max(limits.reasonMax, registrationMessages.reasonTooLong).default(''),
  paymentMethod: optionalText(50),
  transactionId: optionalText(100),
  password: newPasswordSchema,
};

type Sameable = { sameAsPermanentAddress: boolean; permanentAddress: string; address: string };
const permanentAddressRule = (v: Sameable, ctx: z.RefinementCtx) => {
  if (!v.sameAsPermanentAddress && !v.permanentAddress) {
    ctx.addIssue({
      code: 'custom',
      path: ['permanentAddress'],
      message: 'Please enter the permanent address.',
    });
  }
};
const copyAddress = <T extends Sameable>(v: T): T =>
  v.sameAsPermanentAddress ? { ...v, permanentAddress: v.address } : v;

const batchChoiceMessage = 'Choose a batch from the list.';
const batchChoiceId = z
  .number(batchChoiceMessage)
  .int(batchChoiceMessage)
  .min(1, batchChoiceMessage)
  .max(2_147_483_647, batchChoiceMessage);

/**
 * The admin form's batch for each chosen course that has batches (decision 059, 067): the
 * server places the new student in it, in the registration's transaction.
 */
export const registrationBatchesSchema = z
  .array(z.object({ courseId: batchChoiceId, batchId: batchChoiceId }), batchChoiceMessage)
  .max(30, batchChoiceMessage)
  .default([]);

/** `POST /api/register-student`: the admin's Registration Form, validated the same on both sides. */
export const registrationSchema = z
  .object({ ...baseShape, batches: registrationBatchesSchema })
  .superRefine(permanentAddressRule)
  .transform(copyAddress);
export type RegistrationInput = z.input<typeof registrationSchema>;
/** A registration as the server takes it; only the admin form's names batches. */
export type Registration = Omit<z.output<typeof registrationSchema>, 'batches'> & {
  batches?: z.output<typeof registrationBatchesSchema>;
};

const { password: _password, ...detailsShape } = baseShape;

/**
 * The form without its password (`POST /api/admin/students/import`): each imported student gets
 * a first password made by the server, as an approval without one does.
 */
export const registrationDetailsSchema = z
  .object(detailsShape)
  .superRefine(permanentAddressRule)
  .transform(copyAddress);
export type RegistrationDetails = z.output<typeof registrationDetailsSchema>;

/** `POST /api/admissions`: the same form plus a password confirmation. */
export const admissionSchema = z
  .object({ ...baseShape, confirmPassword: z.string('Please confirm the password.') })
  .superRefine(permanentAddressRule)
  .superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'The passwords do not match.',
      });
    }
  })
  .transform(({ confirmPassword: _c, ...rest }) => copyAddress(rest));
export type AdmissionInput = z.input<typeof admissionSchema>;

/** Reply of `POST /api/register-student`. */
export const registerReplySchema = z.object({ studentId: z.string() });
export type RegisterReply = z.infer<typeof registerReplySchema>;

/** Reply of `POST /api/admissions`. */
export const admissionReplySchema = z.object({ applicationId: z.string() });
export type AdmissionReply = z.infer<typeof admissionReplySchema>;
