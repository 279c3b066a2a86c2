import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactLimits, contactMessages } from '#shared/contact-options.ts';
import { contactReplySchema, contactSchema } from '#shared/contact.ts';
import { insertContactMessage } from '#server/data/contact-messages.ts';
import { appError } from '#server/lib/app-error.ts';
import { Limiter } from '#server/lib/limiter.ts';
import { createMailer } from '#server/lib/mailer.ts';

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
  const mailer = createMailer(
    { smtpUrl: app.config.smtpUrl, to: app.config.contactEmailTo },
    app.log,
  );
  if (mailer) {
    app.addHook('onClose', async () => {
      await mailer.flush();
      mailer.close();
    });
  }

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
    const saved = await insertContactMessage(app.db, input);
    mailer?.sendContactMessage(saved);
    return reply.status(201).send({ message: contactMessages.sent });
  });
};
