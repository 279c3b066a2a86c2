import type { FastifyInstance } from 'fastify';
import { contactLimits, contactMessages } from '../../../shared/contact-options';
import { contactSchema } from '../../../shared/contact';
import { insertContactMessage } from '../../data/contact-messages';
import { httpError } from '../../lib/http-error';
import { WindowLimiter } from '../../lib/limiter';
import { createMailer } from '../../lib/mailer';
import { parseWith } from '../../lib/validate';

/**
 * `POST /api/contact`: stores the message and e-mails it when SMTP is configured. Spam guard: a
 * honeypot field (bots get a success reply and nothing is kept) and at most 5 a minute per address.
 */
export async function contactRoutes(app: FastifyInstance) {
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

  app.post('/api/contact', async (request, reply) => {
    const input = parseWith(contactSchema, request.body);
    if (input.website) {
      request.log.info('contact honeypot filled; message dropped');
      return reply.status(201).send({ message: contactMessages.sent });
    }
    if (!limiter.hit(input.from_email.toLowerCase())) {
      throw httpError(429, contactMessages.tooMany);
    }
    const saved = await insertContactMessage(app.db, input);
    mailer?.sendContactMessage(saved);
    return reply.status(201).send({ message: contactMessages.sent });
  });
}
