/** The login screens' words (spec section 8). Kept free of zod so the login pages stay light. */
export const messages = {
  fillAllFields: 'Please fill in all fields!',
  invalidCredentials: 'Invalid credentials',
  invalidStudent: 'Invalid ID or password',
  somethingWrong: 'Something went wrong. Please try again.',
  tooManyAttempts: 'Too many login attempts. Please wait a few minutes and try again.',
} as const;
