import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../../shared/api-paths';
import { HttpError } from '../lib/http-error';

const genericMessage = 'Something went wrong. Please try again.';

/**
 * The one error path: client mistakes answer 4xx `{ message, fieldErrors? }`; anything else is
 * logged with its details and answered with a generic 500.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({
        message: error.message,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, body too large, wrong content type, multipart limits.
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send({ message: clientMessage(error) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: genericMessage });
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isApiPath(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: 'Not found.' });
    }
    // Pages are answered by the web app when its build is served (plugins/client.ts).
    if (app.servePage) return app.servePage(pathname, reply);
    return reply.status(404).type('text/plain').send('Not found');
  });
});

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'The upload is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    default:
      return error.message || 'Bad request.';
  }
}
