/**
 * Every error the API answers carries one of these codes beside its message, so screens branch on
 * the code, never on message text. Add a code here when a new failure needs its own handling; the
 * server's status table (`src/server/lib/app-error.ts`) must then give it a status. Kept free of
 * zod: the api client, on every public page, imports it.
 */
export const errorCodes = [
  // The request itself
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INVALID_UPLOAD',
  'BAD_REQUEST',
  // Who is asking
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'CROSS_SITE',
  'RATE_LIMITED',
  'PASSWORD_CHANGE_REQUIRED',
  // What is asked for
  'NOT_FOUND',
  'CONFLICT',
  'COURSE_CODE_TAKEN',
  'COURSE_HAS_ENROLMENTS',
  'UNKNOWN_COURSE',
  'EMAIL_TAKEN',
  'PHONE_TAKEN',
  'APPLICATION_DECIDED',
  'NOT_ACTIVE_STUDENT',
  // Accounts (change and reset password)
  'WRONG_PASSWORD',
  'RESET_LINK_INVALID',
  'CSV_ROWS_REFUSED',
  'UPI_REFERENCE_TAKEN',
  'AMOUNT_EXCEEDS_BALANCE',
  'ALREADY_REVERSED',
  // Exams (issue 27.10)
  'EXAM_NOT_HELD_YET',
  // Mock tests (issue 9)
  'TIME_UP',
  'ALREADY_SUBMITTED',
  'ATTEMPT_ACTIVE',
  'TEST_NOT_OPEN',
  'NO_ATTEMPTS_LEFT',
  'TEST_HAS_ATTEMPTS',
  'QUESTION_IN_USE',
  'CSV_INVALID',
  'RESULT_NOT_READY',
  // The server
  'INTERNAL',
  'UNAVAILABLE',
  'BUSY',
] as const;
export type ErrorCode = (typeof errorCodes)[number];
