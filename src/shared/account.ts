import { z } from 'zod';
import { limits } from './limits';
import { newPasswordSchema, passwordChangeFormSchema, passwordMessages } from './passwords';
import { appLocales } from './intl-locale';

/**
 * A user's own account: the rules of a new password (one place: change password, reset from an
 * e-mailed link), the forgot-password request, a student's own details, courses and search.
 */

export const accountMessages = {
  currentRequired: passwordMessages.currentRequired,
  newRequired: 'Please enter a new password.',
  tooShort: passwordMessages.tooShort,
  tooLong: passwordMessages.tooLong,
  sameAsOld: passwordMessages.differ,
  mismatch: passwordMessages.mismatch,
  wrongCurrent: 'The current password is not correct.',
  changed: 'Password changed. You have been logged out everywhere else.',
  resetSent:
    'If an account with that ID or e-mail has an e-mail address, a link to set a new password has been sent to it. The link works once, for 30 minutes.',
  resetUnavailable:
    'Password reset by e-mail is not available. Please ask the academy office to reset your password.',
  resetLinkInvalid: 'This link is invalid or has expired. Please ask for a new one.',
  resetDone: 'Your password has been set. Please log in with it.',
  idRequired: 'Please enter your student ID or e-mail.',
} as const;

/** A new password: the one rule of `passwords.ts` (8–128 characters; the server also refuses common ones). */
export { newPasswordSchema };

/** `POST /api/account/password`: the user's current password and the new one. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string(accountMessages.currentRequired)
      .min(1, accountMessages.currentRequired)
      .max(limits.passwordMax),
    newPassword: newPasswordSchema,
  })
  .superRefine((v, ctx) => {
    if (v.currentPassword && v.newPassword === v.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: accountMessages.sameAsOld });
    }
  });
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** The Settings form: the same plus a confirmation the browser checks (the one rule of `passwords.ts`). */
export const changePasswordFormSchema = passwordChangeFormSchema;
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** `POST /auth/forgot-password`: a student ID or the e-mail address on the student's record. */
export const forgotPasswordSchema = z.object({
  identifier: z
    .string(accountMessages.idRequired)
    .trim()
    .min(1, accountMessages.idRequired)
    .max(254, accountMessages.idRequired),
});

/** `POST /auth/reset-password`: the token from the e-mailed link and the new password. */
export const resetPasswordSchema = z.object({
  token: z.string().min(1).max(200),
  newPassword: newPasswordSchema,
});

/** The reset page's form: new password twice. */
export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .superRefine((v, ctx) => {
    if (v.newPassword !== v.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: accountMessages.mismatch,
      });
    }
  });

/** `GET /auth/password-reset`: whether reset links can be e-mailed (SMTP configured). */
export const passwordResetInfoSchema = z.object({ byEmail: z.boolean() });
/** Reply of forgot-password: always the same, whether or not the account exists. */
export const messageReplySchema = z.object({ message: z.string() });

/** `GET /api/student/details`: the student's own record, read-only. */
export const studentDetailsSchema = z
  .object({
    studentId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    fatherName: z.string(),
    motherName: z.string(),
    dateOfBirth: z.string().nullable(),
    gender: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string(),
    address: z.string(),
    permanentAddress: z.string(),
    preferredTiming: z.string().nullable(),
    courses: z.array(z.string()),
    joinedOn: z.string(),
  })
  .meta({ id: 'StudentDetails' });
export type StudentDetails = z.infer<typeof studentDetailsSchema>;

/** One card of `GET /api/student/courses`: an enrolled course with its teachers. */
export const studentCourseSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    code: z.string(),
    slug: z.string(),
    duration: z.string(),
    timings: z.string(),
    /** Public URL of the picture, or null. */
    image: z.string().nullable(),
    /** URL of the presentation download (enrolled students and admins), or null. */
    presentation: z.string().nullable(),
    teachers: z.array(z.string()),
    status: z.string(),
  })
  .meta({ id: 'StudentCourse' });
export type StudentCourse = z.infer<typeof studentCourseSchema>;

/** `?lang=`: the language course words come in (English when left out). */
export const contentLanguageQuerySchema = z.object({
  lang: z.enum(appLocales, { error: 'Choose en, pa or hi.' }).default('en'),
});

export const studentSearchQuerySchema = z.object({
  q: z.string().trim().max(100, 'Please keep the search under 100 characters.').default(''),
  /** The student's language: course names are found and shown in it too. */
  lang: z.enum(appLocales, { error: 'Choose en, pa or hi.' }).default('en'),
});

/** The kinds of things the student search finds; add one when a source is added. */
export const searchKinds = ['course', 'notice', 'exam', 'test', 'receipt'] as const;

/**
 * What a hit's subtitle is written from. The server sends facts, not sentences: the student's
 * screen writes them in the student's language ("Posted by", "Mid-Term", dates, amounts).
 */
export const searchFactsSchema = z.object({
  /** A day, yyyy-mm-dd: a notice's or an exam's date, a receipt's payment date. */
  date: z.string().optional(),
  /** An instant (ISO): when a mock test opens. */
  opensAt: z.string().optional(),
  code: z.string().optional(),
  /** As the catalogue writes it ('3 months'), in the student's language where it has words. */
  duration: z.string().optional(),
  course: z.string().optional(),
  postedBy: z.string().optional(),
  examType: z.enum(['mid_term', 'final']).optional(),
  minutes: z.number().int().optional(),
  amountPaise: z.number().int().optional(),
});
export type SearchFacts = z.infer<typeof searchFactsSchema>;

export const searchHitSchema = z
  .object({
    kind: z.enum(searchKinds),
    title: z.string(),
    facts: searchFactsSchema,
    /** Where the hit opens in the student dashboard. */
    to: z.string(),
  })
  .meta({ id: 'SearchHit' });
export type SearchHit = z.infer<typeof searchHitSchema>;
export const searchReplySchema = z.object({ hits: z.array(searchHitSchema) });

/**
 * `GET /api/course-names?lang=`: every course's name as the screens show it in a language (the
 * course's own words there, else its English name), with the English name the other replies
 * carry: the screens that list courses by name show them in the reader's language (issue 27.2).
 */
export const courseNameSchema = z
  .object({ id: z.number().int(), en: z.string(), name: z.string() })
  .meta({ id: 'CourseName' });
export type CourseName = z.infer<typeof courseNameSchema>;
