import { z } from 'zod';

const count = z.number().int().min(0);

/** Reply of `GET /api/admin/summary`: the counts on the admin console's landing page. */
export const adminSummarySchema = z
  .object({
    students: count,
    teachers: count,
    courses: count,
    pendingApplications: count,
    unreadMessages: count,
  })
  .meta({ id: 'AdminSummary' });
export type AdminSummary = z.infer<typeof adminSummarySchema>;
