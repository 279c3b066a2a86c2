import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { academy } from '#shared/academy.ts';
import {
  calendarFeedCreatedSchema,
  calendarFeedStatusSchema,
  calendarFileParams,
  feedSpan,
  feedWords,
} from '#shared/calendar-feeds.ts';
import { istDate } from '#shared/ist.ts';
import { addDays } from '#shared/timetable.ts';
import {
  feedContents,
  feedOf,
  feedOwner,
  makeFeed,
  revokeFeed,
  type FeedActor,
} from '#server/data/calendar-feeds.ts';
import { appError } from '#server/lib/app-error.ts';
import { calendarText } from '#server/lib/calendar-ics.ts';
import { noContent, textReply } from '#server/lib/route-schemas.ts';
import { requireRole, sessionUser } from '#server/plugins/session.ts';

/**
 * Private calendar feeds (issue 21.3, decision 069): the session user's own feed (make, see,
 * turn off) and the public `/calendar/<secret>.ics` a calendar app subscribes to. Any logged-in
 * user: a student's feed has their batches' classes, a teacher's their slots', an admin's all.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The site's address: PUBLIC_URL, else the address this request came to. */
  const siteOf = (request: FastifyRequest) =>
    app.config.publicUrl ?? `${request.protocol}://${request.host}`;
  // The UIDs' host: fixed for a deployment, whatever address a calendar app reads the feed at.
  const uidHost = new URL(app.config.publicUrl ?? academy.siteUrl).host;

  await app.register(async (own) => {
    own.addHook('onRequest', requireRole('any'));
    own.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const actor = (request: FastifyRequest): FeedActor => {
      const user = sessionUser(request);
      return {
        userId: user.id,
        username: user.username,
        role: user.role,
        ip: request.ip,
        method: request.method,
        route: request.routeOptions.url ?? '',
        requestId: String(request.id),
      };
    };

    own.get(
      '/api/calendar-feed',
      { schema: { response: { 200: calendarFeedStatusSchema } } },
      async (request) => {
        const feed = await feedOf(app.db, sessionUser(request).id);
        return { feed: feed && { createdAt: feed.createdAt.toISOString() } };
      },
    );

    own.post(
      '/api/calendar-feed',
      { schema: { response: { 201: calendarFeedCreatedSchema } } },
      async (request, reply) => {
        const { token, createdAt } = await makeFeed(app.db, actor(request));
        const url = `${siteOf(request)}/calendar/${token}.ics`;
        return reply.status(201).send({
          url,
          webcalUrl: url.replace(/^https?:/, 'webcal:'),
          createdAt: createdAt.toISOString(),
        });
      },
    );

    own.delete(
      '/api/calendar-feed',
      { schema: { response: { 204: noContent } } },
      async (request, reply) => {
        // Idempotent: turning off a link that is already off is the same answer.
        await revokeFeed(app.db, actor(request));
        return reply.status(204).send();
      },
    );
  });

  // The feed itself: no session, the secret is the key. Never writes (not even a rate-limit
  // count: calendar services read many users' feeds from a few shared addresses).
  app.get(
    '/calendar/:file',
    {
      schema: {
        params: calendarFileParams,
        response: {
          200: textReply("The user's classes and holidays as iCalendar (text/calendar)."),
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const token = file.endsWith('.ics') ? file.slice(0, -4) : file;
      const owner = await feedOwner(app.db, token);
      // A wrong suffix is refused only after the same lookup: one answer, one timing.
      if (!owner || !file.endsWith('.ics')) {
        reply.header('cache-control', 'no-store');
        throw appError('NOT_FOUND');
      }
      const today = istDate(new Date());
      const from = addDays(today, -7 * feedSpan.weeksBack);
      const to = addDays(today, 7 * feedSpan.weeksAhead);
      const { classes, holidays } = await feedContents(app.db, owner, from, to);
      const words = feedWords[owner.language];
      const text = calendarText({
        name: `${academy.name}: ${words.timetable}`,
        host: uidHost,
        classes,
        holidays,
        now: new Date(),
        words,
      });
      return (
        reply
          .type('text/calendar; charset=utf-8')
          // Private (a secret URL names one person's classes); calendar apps poll every few hours,
          // an hour's reuse keeps a changed class from waiting long.
          .header('cache-control', 'private, max-age=3600')
          .header('x-robots-tag', 'noindex, nofollow')
          .header('referrer-policy', 'no-referrer')
          .header('content-disposition', 'inline; filename="timetable.ics"')
          .send(text)
      );
    },
  );
};
