import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactLimits, contactMessages } from '#shared/contact-options.ts';
import { contactReplySchema, contactSchema, type ContactParsed } from '#shared/contact.ts';
import { storeContactMessage } from '#server/data/contact-messages.ts';
import { deliverSoon } from '#server/jobs/outbox-delivery.ts';
import { appError } from '#server/lib/app-error.ts';
import { Limiter } from '#server/lib/limiter.ts';
import { pathLanguage } from '#server/plugins/client-language.ts';

/** The contact page's paths, where its form posts when sent without the app (decision 048). */
const contactPagePaths = ['/contactus', '/pa/contactus', '/hi/contactus'] as const;
/** A form's fields, URL-encoded: the longest message and every other field fit well within. */
const formBodyLimit = 16 * 1024;

/**
 * `POST /api/contact` (the app) and `POST /contactus` (the same form sent by the browser, without
 * the app): stores the message and e-mails it when SMTP is configured. Spam guard: a honeypot
 * field (bots get a success reply and nothing is kept), at most 5 a minute per sender e-mail
 * address and at most `contactLimits.perNetworkPerHour` an hour per client address (the e-mail
 * is typed by the sender, so only the network address bounds a flood). Both count in the
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

  /** Stores a checked message; the English refusal when a limit says no, else null. */
  async function accept(input: ContactParsed, request: FastifyRequest): Promise<string | null> {
    if (input.website) {
      request.log.info('contact honeypot filled; message dropped');
      return null;
    }
    if (!(await byIp.take(request.ip)).ok) return contactMessages.tooManyFromNetwork;
    if (!(await byEmail.take(input.from_email.trim().toLowerCase())).ok) {
      return contactMessages.tooMany;
    }
    await deliverSoon(app.jobs, await storeContactMessage(app.db, input, officeEmail), request.log);
    return null;
  }

  const schema = { body: contactSchema, response: { 201: contactReplySchema } };
  app.post('/api/contact', { schema }, async (request, reply) => {
    const refused = await accept(request.body, request);
    if (refused) throw appError('RATE_LIMITED', refused);
    return reply.status(201).send({ message: contactMessages.sent });
  });

  await app.register(async (forms: FastifyInstance) => {
    // Only here: the API takes JSON alone (a cross-site page cannot send it without asking).
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: formBodyLimit },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    const sendForm = async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0]!;
      // Without the built web app (an API-only server) a refused form is answered as the API
      // answers it; a good one is taken all the same.
      const sendPage =
        app.sendContactPage ??
        (async (
          _path: string,
          page: { errors: Record<string, string>; status: { message: string } },
        ) => {
          const fieldErrors = Object.fromEntries(
            Object.entries(page.errors).map(([field, message]) => [field, [message]]),
          );
          return reply
            .code(400)
            .send({ code: 'VALIDATION_FAILED', message: page.status.message, fieldErrors });
        });
      const body = request.body && typeof request.body === 'object' ? request.body : {};
      const values: Record<string, string> = {};
      for (const [name, value] of Object.entries(body)) {
        if (typeof value === 'string' && name !== 'website') values[name] = value;
      }
      const parsed = contactSchema.safeParse(body);
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? '');
          if (field && !errors[field]) errors[field] = issue.message;
        }
        return sendPage(
          path,
          { values, errors, status: { kind: 'error', message: contactMessages.failed } },
          reply,
        );
      }
      const refused = await accept(parsed.data, request);
      if (refused) {
        return sendPage(
          path,
          { values, errors: {}, status: { kind: 'error', message: refused } },
          reply,
        );
      }
      // Sent: the page says so, and a reload does not send it again.
      const language = pathLanguage(path);
      const page = language === 'en' ? '/contactus' : `/${language}/contactus`;
      return reply.code(303).header('cache-control', 'no-store').redirect(`${page}?sent=1`, 303);
    };
    for (const path of contactPagePaths) forms.post(path, { schema: { hide: true } }, sendForm);
  });
};
