/** The login screens' words (spec section 8). Kept free of zod so the login pages stay light. */
export const messages = {
  fillAllFields: 'Please fill in all fields!',
  invalidCredentials: 'Invalid credentials',
  invalidStudent: 'Invalid ID or password',
  somethingWrong: 'Something went wrong. Please try again.',
  tooManyAttempts: 'Too many login attempts. Please wait a few minutes and try again.',
} as const;

/** A login slowed down after many failures (decision 047): how long to wait, not a lock. */
export const waitMessage = (seconds: number) =>
  `Too many failed logins. Please wait ${seconds} seconds and try again.`;
