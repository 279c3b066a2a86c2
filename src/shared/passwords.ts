import { z } from 'zod';

/** Rules for every newly chosen password (existing ones keep working until changed). */
export const passwordRules = { min: 8, max: 128 } as const;

export const passwordMessages = {
  tooShort: `The password must be at least ${passwordRules.min} characters.`,
  tooLong: `The password must be at most ${passwordRules.max} characters.`,
  tooCommon: 'This password is too common. Please choose another.',
  mismatch: 'The passwords do not match.',
  wrongCurrent: 'The current password is not right.',
  sameAsOld: 'Please choose a password different from the current one.',
  changed: 'Password changed.',
  mustChange: 'Please choose a new password before you continue.',
} as const;

/** A newly chosen password: 8–128 characters (the server also refuses the 3,000 most common). */
export const newPasswordSchema = z
  .string('Please enter a password.')
  .min(passwordRules.min, passwordMessages.tooShort)
  .max(passwordRules.max, passwordMessages.tooLong);

/** `POST /api/account/first-password`: the forced change of a generated password. */
export const firstPasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Please enter the current password.').max(200),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.newPassword !== v.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: passwordMessages.mismatch,
      });
    }
  });
export type FirstPasswordInput = z.infer<typeof firstPasswordSchema>;
