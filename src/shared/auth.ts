import { z } from 'zod';
import { limits } from './limits';
import { appLocales } from './intl-locale';
import { roles } from './roles';
import { messages, waitMessage } from './auth-messages';

export { messages, waitMessage };

/** `POST /auth/login`: the spec's admin login body. */
export const adminLoginSchema = z.object({
  username: z
    .string(messages.fillAllFields)
    .trim()
    .min(1, messages.fillAllFields)
    .max(limits.usernameMax),
  password: z.string(messages.fillAllFields).min(1, messages.fillAllFields).max(limits.passwordMax),
});

/** `POST /auth/student/login`: a student's ID and password. */
export const studentLoginSchema = z.object({
  studentId: z.string().trim().min(1, 'Please enter your ID.').max(limits.usernameMax),
  password: z.string().min(1, 'Please enter your password.').max(limits.passwordMax),
});

const sessionUserSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    role: z.enum(roles),
    name: z.string(),
    /** The interface language the user chose; absent until they choose one. */
    language: z.enum(appLocales).optional(),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Reply of both logins on success and of `GET /auth/me` (user is null without a session). */
export const authReplySchema = z.object({
  user: sessionUserSchema.nullable(),
  /** True while the user must choose a new password before anything else (a generated one). */
  mustChangePassword: z.boolean().optional(),
});
export type AuthReply = z.infer<typeof authReplySchema>;

/** Reply of `GET /api/student/profile`: always a user, the student asking. */
export const profileReplySchema = z.object({ user: sessionUserSchema });

/** `PUT /api/account/language`: the interface language to remember for the user. */
export const languageBodySchema = z.object({ language: z.enum(appLocales) });
