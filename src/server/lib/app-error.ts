import { accountMessages } from '#shared/account.ts';
import { courseMessages } from '#shared/courses.ts';
import { examMessages } from '#shared/exams.ts';
import { feeMessages } from '#shared/fees.ts';
import { mockTestMessages } from '#shared/mock-tests.ts';
import type { ErrorCode } from '#shared/errors.ts';
import { registrationMessages } from '#shared/registration.ts';

export type FieldErrors = Record<string, string[]>;

/**
 * The one table from error code to HTTP status, with the message a code carries when the thrower
 * gives none. Every code in `src/shared/errors.ts` must have a row (TypeScript checks it).
 */
export const errorTable: Record<ErrorCode, { status: number; message: string }> = {
  VALIDATION_FAILED: { status: 400, message: 'Please correct the highlighted fields.' },
  INVALID_JSON: { status: 400, message: 'The request body is not valid JSON.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The upload is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Unsupported content type.' },
  INVALID_UPLOAD: { status: 400, message: 'The file could not be used.' },
  BAD_REQUEST: { status: 400, message: 'Bad request.' },
  UNAUTHENTICATED: { status: 401, message: 'Please log in to continue.' },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid credentials' },
  FORBIDDEN: { status: 403, message: 'You do not have permission to do that.' },
  CROSS_SITE: { status: 403, message: 'Cross-site requests are not allowed.' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please try again later.' },
  PASSWORD_CHANGE_REQUIRED: {
    status: 403,
    message: 'Please choose a new password before you continue.',
  },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  CONFLICT: { status: 409, message: 'This clashes with what is already saved.' },
  COURSE_CODE_TAKEN: { status: 409, message: courseMessages.duplicateCode },
  COURSE_HAS_ENROLMENTS: { status: 409, message: courseMessages.hasEnrolments },
  UNKNOWN_COURSE: { status: 400, message: courseMessages.unknownCourses },
  EMAIL_TAKEN: { status: 409, message: registrationMessages.duplicateEmail },
  PHONE_TAKEN: { status: 409, message: registrationMessages.duplicatePhone },
  APPLICATION_DECIDED: { status: 409, message: 'This application was already decided.' },
  NOT_ACTIVE_STUDENT: { status: 409, message: 'Only an enrolled student has a password.' },
  WRONG_PASSWORD: { status: 400, message: accountMessages.wrongCurrent },
  RESET_LINK_INVALID: { status: 400, message: accountMessages.resetLinkInvalid },
  CSV_ROWS_REFUSED: {
    status: 400,
    message: 'Nothing was saved. Fix the lines listed and upload the file again.',
  },
  UPI_REFERENCE_TAKEN: { status: 409, message: feeMessages.upiTaken },
  AMOUNT_EXCEEDS_BALANCE: { status: 409, message: feeMessages.tooMuch },
  ALREADY_REVERSED: { status: 409, message: feeMessages.alreadyReversed },
  EXAM_NOT_HELD_YET: { status: 409, message: examMessages.notHeldYet },
  TIME_UP: { status: 409, message: mockTestMessages.timeUp },
  ALREADY_SUBMITTED: { status: 409, message: mockTestMessages.alreadySubmitted },
  ATTEMPT_ACTIVE: { status: 409, message: mockTestMessages.attemptActive },
  TEST_NOT_OPEN: { status: 409, message: mockTestMessages.testNotOpen },
  NO_ATTEMPTS_LEFT: { status: 409, message: mockTestMessages.noAttemptsLeft },
  TEST_HAS_ATTEMPTS: { status: 409, message: mockTestMessages.testHasAttempts },
  QUESTION_IN_USE: { status: 409, message: mockTestMessages.questionInUse },
  CSV_INVALID: { status: 400, message: mockTestMessages.csvInvalid },
  RESULT_NOT_READY: { status: 409, message: mockTestMessages.resultNotReady },
  INTERNAL: { status: 500, message: 'Something went wrong. Please try again.' },
  UNAVAILABLE: { status: 503, message: 'The service is unavailable. Please try again later.' },
  // Sent with Retry-After (plugins/errors.ts): many logins at once, more than the cores can hash.
  BUSY: {
    status: 503,
    message: 'Many people are logging in right now. Please try again in a few seconds.',
  },
};

/**
 * A failure the client caused or may see. Anything may throw it (data layer, plugins, routes);
 * the errors plugin answers it as `{ code, message, fieldErrors? }` with the code's status.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors?: FieldErrors;

  constructor(code: ErrorCode, message?: string, fieldErrors?: FieldErrors) {
    super(message ?? errorTable[code].message);
    this.name = 'AppError';
    this.code = code;
    if (fieldErrors) this.fieldErrors = fieldErrors;
  }

  get status(): number {
    return errorTable[this.code].status;
  }
}

export function appError(code: ErrorCode, message?: string, fieldErrors?: FieldErrors): AppError {
  return new AppError(code, message, fieldErrors);
}

/**
 * Input that failed its schema: one distinct problem is told as it is; several get a general line
 * beside the field errors.
 */
export function validationFailed(fieldErrors: FieldErrors): AppError {
  const distinct = new Set(Object.values(fieldErrors).flat());
  const message = distinct.size === 1 ? [...distinct][0]! : errorTable.VALIDATION_FAILED.message;
  return new AppError('VALIDATION_FAILED', message, fieldErrors);
}

/** A refusal of one field: the message is told both as the reply's message and beside the field. */
export function fieldError(code: ErrorCode, field: string, message?: string): AppError {
  const text = message ?? errorTable[code].message;
  return new AppError(code, text, { [field]: [text] });
}
