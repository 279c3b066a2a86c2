import { z } from 'zod';
import { isCalendarDate } from './strict-date';

/** What the Activity log records. */
export const activityActions = [
  'login.success',
  'login.failure',
  'login.blocked',
  // Many failed logins of one account from several addresses: its logins are slowed down.
  'login.throttled',
  'password.failure',
  'logout',
  'forbidden',
  'admin.change',
  'marks.after_publish',
  // A student or teacher made or turned off their calendar feed's secret link (decision 069).
  'calendar_feed.created',
  'calendar_feed.revoked',
  // A class's attendance saved (issue 21.4): by whom, which class, the counts, what changed.
  'attendance.saved',
] as const;
export type ActivityAction = (typeof activityActions)[number];

// A real calendar day: the pattern alone let 2001-02-30 through to `new Date` (a 500 before).
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use yyyy-mm-dd.')
  .refine(isCalendarDate, 'Use yyyy-mm-dd.')
  .optional();

/** `GET /api/admin/activity` and its CSV: filters, all optional. */
export const activityQuerySchema = z.object({
  action: z.enum(activityActions).optional(),
  /** Part of the user name (case-insensitive). */
  user: z.string().trim().max(64).optional(),
  /** First and last day in India (IST), inclusive. */
  from: day,
  to: day,
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});
export type ActivityQuery = z.input<typeof activityQuerySchema>;

const activityRowSchema = z
  .object({
    id: z.number().int(),
    /** UTC, ISO 8601. */
    at: z.string(),
    action: z.string(),
    username: z.string(),
    role: z.string(),
    ip: z.string(),
    method: z.string(),
    route: z.string(),
    target: z.string(),
    /** Who or what the change was made to, as named when it was made ('' when not known). */
    subject: z.string(),
    status: z.number().int(),
    requestId: z.string(),
    /** How many such refusals this row stands for (anonymous ones are folded per address and minute). */
    count: z.number().int(),
  })
  .meta({ id: 'ActivityRow' });
export type ActivityRow = z.infer<typeof activityRowSchema>;

export const activityReplySchema = z.object({ rows: z.array(activityRowSchema) });
