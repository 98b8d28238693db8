// Manager endpoints for calendar feeds (outside v2, same key auth and envelope): a secret iCalendar
// URL of one resource's bookings or of all of them, for Outlook, Google Calendar or any app that
// subscribes to a URL. The URL is shown once (only its token's hash is kept); deleting the feed
// makes it answer 404 at once. routes/feeds.ts serves it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { invalid } from '@venue/platform';
import { localDateTimeSeconds } from '../../v2-time.ts';
import { callContext } from '../../plugins/api-key-auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { apiKeyParam } from '../../schemas/common.ts';
import { CalendarFeedAddBody, CalendarFeedDeleteBody } from '../../schemas/calendar-feeds.ts';
import type { ServiceClients } from '../../clients.ts';
import type { Db } from '../../database.ts';
import { addFeed, countFeeds, deleteFeed, listFeeds, MAX_FEEDS, type FeedRow } from '../../calendar-feed/calendar-feed.repository.ts';

const internal = { tags: ['internal'], 'x-internal': true } as const;

function feedV2(feed: FeedRow, timeZone: string) {
  return {
    id: feed.id,
    resource_id: feed.resource_id === null ? null : Number(feed.resource_id),
    include_customer: feed.include_customer ? 1 : 0,
    created: localDateTimeSeconds(feed.created_at, timeZone),
  };
}

export const internalCalendarFeedRoutes: FastifyPluginAsyncTypebox<{ clients: ServiceClients; db: Db }> = async (app, { clients, db }) => {
  app.post(
    '/calendar_feed_add',
    { schema: { ...internal, summary: 'A secret iCalendar feed URL of one resource, or of every resource', body: CalendarFeedAddBody } },
    async (request) => {
      const context = callContext(request);
      const resourceId = request.body.resource_id ?? null;
      // Another manager's resource, or none, is a 404 like any unknown id.
      if (resourceId !== null) await clients.resources.GetResource({ id: resourceId }, context);
      if ((await countFeeds(db, context.managerId)) >= MAX_FEEDS) throw invalid(`a manager has at most ${MAX_FEEDS} calendar feeds`);
      const { feed, token } = await addFeed(db, context.managerId, { resourceId, includeCustomer: request.body.include_customer === 1 });
      const path = `/feeds/${token}.ics`;
      return ok({ ...feedV2(feed, context.timezone), path, url: `${request.protocol}://${request.host}${path}` });
    },
  );

  app.get('/calendar_feed_list', { schema: { ...internal, summary: "The manager's calendar feeds (without their URLs)", querystring: Type.Object(apiKeyParam) } }, async (request) => {
    const context = callContext(request);
    return ok((await listFeeds(db, context.managerId)).map((feed) => feedV2(feed, context.timezone)));
  });

  app.post('/calendar_feed_delete', { schema: { ...internal, summary: 'Delete a calendar feed: its URL answers 404 from now on', body: CalendarFeedDeleteBody } }, async (request) => {
    const id = request.body.feed_id;
    await deleteFeed(db, callContext(request).managerId, id);
    return ok({ id, message: `calendar feed ${id} deleted` });
  });
};
