// Request schemas of the calendar feed endpoints (routes/internal/calendar-feeds.ts, routes/feeds.ts).
import { Type } from 'typebox';
import { Id, Whole, withApiKey } from './common.ts';

export const CalendarFeedAddBody = withApiKey({
  resource_id: Type.Optional(Id),
  include_customer: Type.Optional(Whole(0, 1, { description: '1: each event names its customer' })),
});

export const CalendarFeedDeleteBody = withApiKey({ feed_id: Id });

/** "<token>.ics": the token is 32 bytes, base64url. */
export const FeedParams = Type.Object({ file: Type.String({ maxLength: 100 }) });
