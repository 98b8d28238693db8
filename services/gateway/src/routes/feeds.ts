// GET /feeds/<token>.ics: a calendar feed (calendar-feed/), for calendar apps that subscribe to a
// URL and send no API key: the token is the key. Each fetch looks the token up (a deleted feed is a
// 404 at once) and reads the bookings afresh. The answer carries an ETag (a hash of the text, which
// only changes when a booking does): If-None-Match with it is a 304 without a body.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '@venue/platform';
import { FeedParams } from '../schemas/calendar-feeds.ts';
import type { ServiceClients } from '../clients.ts';
import type { Db } from '../database.ts';
import { feedByToken } from '../calendar-feed/calendar-feed.repository.ts';
import { feedBookings } from '../calendar-feed/feed-bookings.ts';
import { feedIcs } from '../calendar-feed/feed-ics.ts';

const FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** Whether If-None-Match names this ETag (a list, weak forms and * included). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

export const feedRoutes: FastifyPluginAsyncTypebox<{ clients: ServiceClients; db: Db }> = async (app, { clients, db }) => {
  app.get('/feeds/:file', { schema: { hide: true, params: FeedParams } }, async (request, reply) => {
    const token = FILE.exec(request.params.file)?.[1];
    const feed = token ? await feedByToken(db, token) : undefined;
    if (!feed) throw notFound('calendar feed not found');
    const context = { managerId: Number(feed.manager_id), timezone: feed.timezone, requestId: request.id };
    const resourceId = feed.resource_id === null ? null : Number(feed.resource_id);
    const bookings = await feedBookings(clients, context, resourceId);
    const text = feedIcs({ name: `${feed.company_name} (Venue)`, timeZone: feed.timezone, bookings, includeCustomer: feed.include_customer });
    const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
    reply.header('etag', etag).header('cache-control', 'private, max-age=300');
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('text/calendar; charset=utf-8').send(text);
  });
};
