import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactLimits, contactMessages } from '../../../shared/contact-options';
import { contactReplySchema, contactSchema } from '../../../shared/contact';
import { insertContactMessage } from '../../data/contact-messages';
import { appError } from '../../lib/app-error';
import { WindowLimiter } from '../../lib/limiter';
import { createMailer } from '../../lib/mailer';

/**
 * `POST /api/contact`: stores the message and e-mails it when SMTP is configured. Spam guard: a
 * honeypot field (bots get a success reply and nothing is kept) and at most 5 a minute per address.
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = new WindowLimiter(contactLimits.perMinute, 60_000);
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
    if (!limiter.hit(input.from_email.toLowerCase())) {
      throw appError('RATE_LIMITED', contactMessages.tooMany);
    }
    const saved = await insertContactMessage(app.db, input);
    mailer?.sendContactMessage(saved);
    return reply.status(201).send({ message: contactMessages.sent });
  });
};
