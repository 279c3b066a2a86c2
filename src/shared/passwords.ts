import { z } from 'zod';

/** Rules for every newly chosen password (existing ones keep working until changed). */
export const passwordRules = { min: 8, max: 128 } as const;

export const passwordMessages = {
  tooShort: `The password must be at least ${passwordRules.min} characters.`,
  tooLong: `The password must be at most ${passwordRules.max} characters.`,
  tooCommon: 'This password is too common. Please choose another.',
  mismatch: 'The passwords do not match.',
  currentRequired: 'Please enter your current password.',
  differ: 'The new password must differ from the current one.',
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

/**
 * The one rule of a form that replaces one's own password (Settings' Change password, the first
 * admin's forced change): the current password, a new one that differs from it, and the new one
 * again. `POST /api/account/first-password` takes it as it is.
 */
export const passwordChangeFormSchema = z
  .object({
    currentPassword: z
      .string(passwordMessages.currentRequired)
      .min(1, passwordMessages.currentRequired)
      .max(200),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.currentPassword && v.newPassword === v.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: passwordMessages.differ });
    }
    if (v.newPassword !== v.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: passwordMessages.mismatch,
      });
    }
  });
export type PasswordChangeForm = z.infer<typeof passwordChangeFormSchema>;

/** `POST /api/account/first-password`: the forced change of a generated password. */
export const firstPasswordSchema = passwordChangeFormSchema;
export type FirstPasswordInput = PasswordChangeForm;
