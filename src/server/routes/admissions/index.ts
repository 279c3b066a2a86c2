import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admissionReplySchema, admissionSchema } from '#shared/registration.ts';
import { createApplication } from '#server/data/registrations.ts';
import { appError } from '#server/lib/app-error.ts';
import { networkOf, oneHashAtATime } from '#server/lib/hash-turns.ts';
import { Limiter } from '#server/lib/limiter.ts';
import { admissionFormRoutes, type AcceptApplication } from './form';

const admissionLimits = { perIp: 10, windowMs: 60 * 60 * 1000 };

/**
 * Public online admission applications (/SignUp): `POST /api/admissions` (the app) and
 * `POST /SignUp` (the same form sent by the browser, without the app: form.ts). No guard,
 * rate-limited per client address.
 */
export const admissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Counted in the shared store (database or Redis): restarts and other instances share it.
  const byIp = new Limiter(
    app.limiterStore,
    'admissions',
    admissionLimits.perIp,
    admissionLimits.windowMs,
  );

  const accept: AcceptApplication = async (input, request) => {
    // Only well-formed applications take a slot (the body is checked first), so someone
    // fixing a typo is not locked out; the slot is taken atomically before any work.
    if (!(await byIp.take(request.ip)).ok) {
      throw appError(
        'RATE_LIMITED',
        'Too many applications from this network. Please try again later.',
      );
    }
    // One hash in flight per network: parallel applications from one place queue nothing.
    const applicationId = await oneHashAtATime(
      app.limiterStore,
      `net:${networkOf(request.ip)}`,
      () => createApplication(app.db, input),
    );
    request.log.info({ applicationId }, 'admission application received');
    return applicationId;
  };

  app.post(
    '/api/admissions',
    { schema: { body: admissionSchema, response: { 201: admissionReplySchema } } },
    async (request, reply) => {
      const applicationId = await accept(request.body, request);
      return reply.status(201).send({ applicationId });
    },
  );

  await app.register(admissionFormRoutes(accept));
};
