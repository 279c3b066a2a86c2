/**
 * The API's error codes without zod, for code that must stay light (the api client is on every
 * public page). `errors.ts` holds the same list for the reply schema; `error-codes.test.ts` keeps
 * the two equal until `errors.ts` imports this one.
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
  // The server
  'INTERNAL',
  'UNAVAILABLE',
] as const;
export type ErrorCode = (typeof errorCodes)[number];
