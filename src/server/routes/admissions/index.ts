import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admissionReplySchema, admissionSchema } from '../../../shared/registration';
import { createApplication } from '../../data/registrations';
import { appError } from '../../lib/app-error';
import { WindowLimiter } from '../../lib/limiter';

export const admissionLimits = { perIp: 10, windowMs: 60 * 60 * 1000 };

/** Public online admission applications (/SignUp): no guard, rate-limited per IP. */
export const admissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const byIp = new WindowLimiter(admissionLimits.perIp, admissionLimits.windowMs);

  // The limit is checked before the body is (onRequest), but only well-formed applications
  // count against it, so someone fixing a typo is not locked out.
  const limit = async (request: { ip: string }) => {
    if (byIp.blocked(request.ip)) {
      throw appError(
        'RATE_LIMITED',
        'Too many applications from this network. Please try again later.',
      );
    }
  };

  app.post(
    '/api/admissions',
    {
      onRequest: limit,
      schema: { body: admissionSchema, response: { 201: admissionReplySchema } },
    },
    async (request, reply) => {
      byIp.hit(request.ip);
      const applicationId = await createApplication(app.db, request.body);
      request.log.info({ applicationId }, 'admission application received');
      return reply.status(201).send({ applicationId });
    },
  );
};
