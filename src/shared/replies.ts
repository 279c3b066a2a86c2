import { z } from 'zod';
import { errorCodes } from './errors';

/** Reply of the spec's deletes (`DELETE /api/courses/:id`, `/delete-teacher/:id`). */
export const okReplySchema = z.object({ ok: z.literal(true) });

/** Reply of `GET /healthz` while the server and its database are up. */
export const healthReplySchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

/** Reply of `GET /healthz` (503) when the database does not answer. */
export const unhealthyReplySchema = z.object({
  status: z.literal('unavailable'),
  code: z.enum(errorCodes),
  message: z.string(),
});
