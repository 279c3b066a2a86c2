import type { FastifyReply, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** A numeric id in the path; a malformed one is told as "not found", like an unknown one. */
export const idParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'Not found.')
    .transform(Number)
    .pipe(z.number().int().min(1, 'Not found.')),
});

/** A reply without a body. */
export const noContent = z.undefined().describe('No content.');

/** A reply that is not JSON (CSV, XML, text), described for the docs. */
export const textReply = (description: string) => z.string().describe(description);

/** A route's schema for a CSV download of `what` (`produces` text/csv, the reply described). */
export const csvDownload = (what: string) => ({
  produces: ['text/csv'],
  response: { 200: textReply(`${what} as CSV.`) },
});

/** A file download, described for the docs (the handler streams it). */
export const fileReply = (description: string) =>
  z.any().meta({ type: 'string', format: 'binary', description });

/**
 * Sends JSON text the database built (large lists): the route's response schema documents its
 * shape, and the typed reply, made for objects, is bypassed on purpose.
 */
export function sendJsonText(reply: FastifyReply, text: string) {
  return reply.type('application/json; charset=utf-8').send(text);
}

/**
 * Options of a multipart route: the body is documented from its schema (text fields and files)
 * but read by the handler with lib/multipart.ts, which streams files within their limits.
 */
export function multipartRoute<S extends { body: z.ZodType }>(schema: S) {
  type Schema = S & { consumes: string[] };
  // Fastify types a route's compiler by the whole schema object; it is called once per part.
  const compile: FastifySchemaCompiler<Schema> = (def) =>
    def.httpPart === 'body'
      ? () => ({ value: undefined })
      : validatorCompiler(def as unknown as Parameters<typeof validatorCompiler>[0]);
  const routeSchema: Schema = { ...schema, consumes: ['multipart/form-data'] };
  return { schema: routeSchema, validatorCompiler: compile };
}
