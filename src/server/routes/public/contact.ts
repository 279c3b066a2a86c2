import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactLimits, contactMessages } from '#shared/contact-options.ts';
import { contactReplySchema, contactSchema } from '#shared/contact.ts';
import { storeContactMessage } from '#server/data/contact-messages.ts';
import { deliverSoon } from '#server/jobs/outbox-delivery.ts';
import { appError } from '#server/lib/app-error.ts';
import { Limiter } from '#server/lib/limiter.ts';

/**
 * `POST /api/contact`: stores the message and e-mails it when SMTP is configured. Spam guard: a
 * honeypot field (bots get a success reply and nothing is kept), at most 5 a minute per sender
 * e-mail address and at most `contactLimits.perNetworkPerHour` an hour per client address (the
 * e-mail is typed by the sender, so only the network address bounds a flood). Both count in the
 * shared store (database or Redis).
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const byEmail = new Limiter(app.limiterStore, 'contact-email', contactLimits.perMinute, 60_000);
  const byIp = new Limiter(
    app.limiterStore,
    'contact-ip',
    contactLimits.perNetworkPerHour,
    60 * 60_000,
  );
  // E-mailed to the office (through the outbox) when it has an address and mail is configured.
  const officeEmail = app.channels.has('email') ? app.config.contactEmailTo : undefined;

  const schema = { body: contactSchema, response: { 201: contactReplySchema } };
  app.post('/api/contact', { schema }, async (request, reply) => {
    const input = request.body;
    if (input.website) {
      request.log.info('contact honeypot filled; message dropped');
      return reply.status(201).send({ message: contactMessages.sent });
    }
    if (!(await byIp.take(request.ip)).ok) {
      throw appError('RATE_LIMITED', contactMessages.tooManyFromNetwork);
    }
    if (!(await byEmail.take(input.from_email.trim().toLowerCase())).ok) {
      throw appError('RATE_LIMITED', contactMessages.tooMany);
    }
    await deliverSoon(app.jobs, await storeContactMessage(app.db, input, officeEmail), request.log);
    return reply.status(201).send({ message: contactMessages.sent });
  });
};
