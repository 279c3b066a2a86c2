import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '#shared/api-paths.ts';
import type { ErrorBody } from '#shared/errors.ts';
import { AppError, appError, validationFailed, type FieldErrors } from '../lib/app-error';
import { userMessage, valueNotValid } from '../lib/zod-messages';

type ValidationIssue = { instancePath?: string; message?: string };
type RouteValidationError = FastifyError & {
  validation: ValidationIssue[];
  validationContext?: string;
};

/** Issues of a failed route schema as `{ 'dotted.path': [messages] }` (the root is `_`). */
function issuesToFieldErrors(issues: ValidationIssue[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = (issue.instancePath ?? '').replace(/^\//, '').split('/').join('.') || '_';
    (out[key] ??= []).push(issue.message ? userMessage(issue.message) : valueNotValid);
  }
  return out;
}

/** Fastify's own client errors (body parsing, limits, schemas) as coded errors. */
function fromFastifyError(error: FastifyError): AppError | undefined {
  if (Array.isArray((error as RouteValidationError).validation)) {
    const { validation, validationContext } = error as RouteValidationError;
    // A malformed id or slug names nothing: it is told as "not found", like an unknown one.
    if (validationContext === 'params') return appError('NOT_FOUND', validation[0]?.message);
    return validationFailed(issuesToFieldErrors(validation));
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return appError('INVALID_JSON');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return appError('PAYLOAD_TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return appError('UNSUPPORTED_MEDIA_TYPE');
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return appError('PAYLOAD_TOO_LARGE');
  if (status === 415 || status === 406) return appError('UNSUPPORTED_MEDIA_TYPE');
  if (status === 404) return appError('NOT_FOUND');
  if (status >= 400 && status < 500) return appError('BAD_REQUEST', error.message || undefined);
  return undefined;
}

/**
 * A database refusal of the value itself (SQLSTATE class 22: impossible date, out-of-range
 * number, NUL or bad encoding): the input was wrong, so 400, never 500. Routes validate first;
 * this is the backstop for what a schema let through.
 */
function fromDatabaseError(error: unknown): AppError | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e.code === 'string' ? e.code : e.cause?.code;
  if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) {
    return appError('BAD_REQUEST', 'A value in the request is not valid.');
  }
  return undefined;
}

function send(reply: FastifyReply, error: AppError) {
  const body: ErrorBody = {
    code: error.code,
    message: error.message,
    ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
  };
  // A shed login may come back soon: about the time the queue it found full takes to drain.
  if (error.code === 'BUSY') reply.header('retry-after', '3');
  return reply.status(error.status).send(body);
}

/**
 * The one error path: every failure answers `{ code, message, fieldErrors? }`. Coded errors and
 * Fastify's client errors get their code's status; anything else is logged with its details and
 * answered with a generic 500 INTERNAL.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      // Shedding is the server working as designed, not a failure: a line at warn, no stack
      // (a flood of 503s must not fill the error log; issue 26, I5).
      if (error.code === 'BUSY') {
        request.log.warn({ code: error.code, route: request.routeOptions.url }, 'busy: refused');
      } else if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return send(reply, error);
    }
    const client = fromFastifyError(error) ?? fromDatabaseError(error);
    if (client) {
      request.log.info({ err: error }, 'client error');
      return send(reply, client);
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, appError('INTERNAL'));
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isApiPath(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return send(reply, appError('NOT_FOUND'));
    }
    // Pages are answered by the web app when its build is served (plugins/client.ts).
    if (app.servePage) return app.servePage(pathname, request, reply);
    return reply.status(404).type('text/plain').send('Not found');
  });
});
