import type { FastifyInstance } from 'fastify';
import { admissionSchema, type AdmissionReply } from '../../../shared/registration';
import { createApplication } from '../../data/registrations';
import { httpError } from '../../lib/http-error';
import { WindowLimiter } from '../../lib/limiter';
import { parseWith } from '../../lib/validate';

export const admissionLimits = { perIp: 10, windowMs: 60 * 60 * 1000 };

/** Public online admission applications (/SignUp): no guard, rate-limited per IP. */
export async function admissionsRoutes(app: FastifyInstance) {
  const byIp = new WindowLimiter(admissionLimits.perIp, admissionLimits.windowMs);

  app.post('/api/admissions', async (request, reply) => {
    if (byIp.blocked(request.ip)) {
      throw httpError(429, 'Too many applications from this network. Please try again later.');
    }
    // Only well-formed applications count, so someone fixing a typo is not locked out.
    const data = parseWith(admissionSchema, request.body);
    byIp.hit(request.ip);
    const applicationId = await createApplication(app.db, data);
    request.log.info({ applicationId }, 'admission application received');
    return reply.status(201).send({ applicationId } satisfies AdmissionReply);
  });
}
