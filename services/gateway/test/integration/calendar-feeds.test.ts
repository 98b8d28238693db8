// Calendar feeds, read as a calendar app reads them: the text is parsed with ical.js (Mozilla's
// iCalendar parser) and its events turned into instants with the feed's own VTIMEZONE. Checked:
// one VEVENT per instance with a stable UID, wall-clock times that stay right across the next DST
// change of the manager's zone, a series, parts, SEQUENCE growing with each change, cancelled
// bookings as STATUS:CANCELLED, customer data only when asked for, ETag and 304, immediate
// revocation, and tenancy.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import ICAL from 'ical.js';
import { expectFailure, expectOk, newManager, startTestStack, type TestManager, type TestStack } from '@venue/testing';
import { singleBody } from '../../../bookings/test/integration/helpers.ts';

let stack: TestStack;

before(async () => {
  stack = await startTestStack({ services: ['resources', 'customers', 'bookings', 'billing'] });
});
after(() => stack?.stop());

interface FeedEvent {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  status: string;
}

/** Parses a feed as a subscriber would: its VTIMEZONEs registered, every VEVENT as instants. */
function parseFeed(text: string): { events: FeedEvent[]; zones: string[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents('vtimezone').map((zone) => {
    const timezone = new ICAL.Timezone(zone);
    ICAL.TimezoneService.register(timezone);
    return timezone.tzid;
  });
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      sequence: event.sequence,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      summary: event.summary,
      location: event.location,
      description: event.description,
      status: String(vevent.getFirstPropertyValue('status')),
    };
  });
  return { events, zones };
}

async function fetchFeed(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack.baseUrl}${path}`, { headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const ymd = (date: Date) => date.toISOString().slice(0, 10);

/** The next change of Europe/Berlin's offset at least 10 days ahead (the last Sunday of March or October). */
function nextDstChange(): { date: Date; springs: boolean } {
  const earliest = Date.now() + 10 * 86_400_000;
  const year = new Date().getUTCFullYear();
  const lastSunday = (y: number, month: number) => {
    const last = new Date(Date.UTC(y, month + 1, 0));
    return new Date(last.getTime() - last.getUTCDay() * 86_400_000);
  };
  const candidates = [year, year + 1].flatMap((y) => [
    { date: lastSunday(y, 2), springs: true },
    { date: lastSunday(y, 9), springs: false },
  ]);
  return candidates.find((candidate) => candidate.date.getTime() >= earliest)!;
}

async function venue(m: TestManager) {
  const hall = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id as number;
  const stage = expectOk(await m.post('/api/v2/resource_add', { title: 'Stage', parent_id: hall })).id as number;
  const garden = expectOk(await m.post('/api/v2/resource_add', { title: 'Garden' })).id as number;
  return { hall, stage, garden };
}

async function book(m: TestManager, main: number, parts: number[], date: string, from: string, to: string, extra: Record<string, unknown> = {}) {
  const body = singleBody(main, date, from, to, { resource_parts: { [main]: parts }, ignore_opening_times: '1', ...extra });
  const [{ id }] = expectOk(await m.post('/api/v2/booking_add', body));
  return id as number;
}

test("a resource's feed: every instance once, in the manager's zone across the next DST change, a series and parts, customers only when asked", async () => {
  const m = await newManager(stack, { timezone: 'Europe/Berlin' });
  const { hall, stage, garden } = await venue(m);
  const [{ id: customer }] = expectOk(await m.post('/api/v2/customer_add', { first_name: 'Ada', last_name: 'Lovelace' }));
  const change = nextDstChange();
  const day = (offset: number) => ymd(new Date(change.date.getTime() + offset * 86_400_000));
  // A weekly series on Saturdays around the change: two before it, two after.
  const series = await book(m, hall, [], day(-14), '10:00', '11:00', {
    date_to: day(14),
    recurring: '1',
    recurrence_type: 'week',
    weekly_recurrence: [{ day: 'sat', from: '10:00', to: '11:00' }],
    title: 'Choir',
    customer_id: customer,
  });
  const onStage = await book(m, hall, [stage], day(2), '18:00', '20:00', { title: 'Play' });
  const inGarden = await book(m, garden, [], day(3), '12:00', '13:00', { title: 'Picnic' });

  const added = expectOk(await m.post('/api/internal/calendar_feed_add', { resource_id: hall }));
  assert.match(added.path, /^\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
  assert.ok(added.url.endsWith(added.path));
  assert.equal(added.include_customer, 0);
  const first = await fetchFeed(added.path);
  assert.equal(first.status, 200, first.text);
  assert.match(String(first.headers.get('content-type')), /^text\/calendar/);
  const { events, zones } = parseFeed(first.text);
  assert.deepEqual(zones, ['Europe/Berlin']);
  const choir = events.filter((e) => e.summary === 'Choir');
  assert.equal(choir.length, 4, 'one VEVENT per instance of the series');
  assert.equal(new Set(events.map((e) => e.uid)).size, events.length, 'UIDs are unique');
  // 10:00 in Berlin is 09:00 UTC in winter, 08:00 UTC in summer.
  const [winter, summer] = change.springs ? [9, 8] : [8, 9];
  assert.deepEqual(
    choir.map((e) => [ymd(e.start), e.start.getUTCHours(), e.end.getUTCHours()]),
    [
      [day(-8), winter, winter + 1],
      [day(-1), winter, winter + 1],
      [day(6), summer, summer + 1],
      [day(13), summer, summer + 1],
    ],
  );
  const play = events.find((e) => e.summary === 'Play')!;
  assert.equal(play.location, 'Hall / Stage', 'the part, named after its main resource');
  assert.equal(play.status, 'CONFIRMED');
  assert.ok(!events.some((e) => e.summary === 'Picnic'), "another resource's booking is not in this feed");
  assert.ok(!first.text.includes('Lovelace'), 'no customer data unless asked for');

  // Fetched again: the same UIDs, the same text, the same ETag.
  const again = await fetchFeed(added.path);
  assert.equal(again.headers.get('etag'), first.headers.get('etag'));
  assert.deepEqual(parseFeed(again.text).events.map((e) => e.uid), events.map((e) => e.uid));

  // The whole manager, with customers.
  const all = expectOk(await m.post('/api/internal/calendar_feed_add', { include_customer: 1 }));
  assert.equal(all.resource_id, null);
  const whole = parseFeed((await fetchFeed(all.path)).text).events;
  assert.deepEqual(new Set(whole.map((e) => e.summary.split(' (')[0])), new Set(['Choir', 'Play', 'Picnic']));
  const withCustomer = whole.find((e) => e.summary.startsWith('Choir'))!;
  assert.equal(withCustomer.summary, 'Choir (Ada Lovelace)');
  assert.match(withCustomer.description, /Customer: Ada Lovelace/);
  assert.deepEqual(
    whole.filter((e) => e.summary.startsWith('Choir')).map((e) => e.uid).sort(),
    choir.map((e) => e.uid).sort(),
    'an instance has the same UID in every feed',
  );
  void series;
  void onStage;
  void inGarden;
});

test('SEQUENCE grows with each change, a cancelled booking stays as STATUS:CANCELLED, and the ETag answers 304 until something changes', async () => {
  const m = await newManager(stack, { timezone: 'America/New_York' });
  const { hall } = await venue(m);
  const date = ymd(new Date(Date.now() + 20 * 86_400_000));
  const id = await book(m, hall, [], date, '09:00', '10:00', { title: 'Meeting' });
  const feed = expectOk(await m.post('/api/internal/calendar_feed_add', { resource_id: hall }));
  const first = await fetchFeed(feed.path);
  const [event] = parseFeed(first.text).events;
  assert.equal(event!.summary, 'Meeting');
  assert.match(first.text, /BEGIN:VTIMEZONE\r\nTZID:America\/New_York/);
  const etag = first.headers.get('etag')!;
  assert.match(etag, /^"[A-Za-z0-9_-]+"$/);
  const unchanged = await fetchFeed(feed.path, { 'if-none-match': etag });
  assert.equal(unchanged.status, 304);
  assert.equal(unchanged.text, '');

  // Moved an hour later (New York: UTC-5 or -4, whichever applies on that day).
  expectOk(await m.post('/api/v2/booking_save', { booking_id: id, resource_id: hall, time_from: '10:00', time_to: '11:00' }));
  const edited = await fetchFeed(feed.path, { 'if-none-match': etag });
  assert.equal(edited.status, 200);
  const [editedEvent] = parseFeed(edited.text).events;
  assert.equal(editedEvent!.uid, event!.uid);
  assert.equal(editedEvent!.start.getTime() - event!.start.getTime(), 3_600_000);
  assert.ok(editedEvent!.sequence > event!.sequence, `SEQUENCE ${event!.sequence} -> ${editedEvent!.sequence}`);

  expectOk(await m.post('/api/v2/booking_save', { booking_id: id, resource_id: hall, booking_status: 'cancel' }));
  const [cancelled] = parseFeed((await fetchFeed(feed.path)).text).events;
  assert.equal(cancelled!.uid, event!.uid);
  assert.equal(cancelled!.status, 'CANCELLED');
  assert.ok(cancelled!.sequence > editedEvent!.sequence);
});

test('a deleted feed answers 404 at once; feeds and resources of another manager are not found', async () => {
  const owner = await newManager(stack);
  const other = await newManager(stack);
  const { hall } = await venue(owner);
  const feed = expectOk(await owner.post('/api/internal/calendar_feed_add', { resource_id: hall }));
  assert.equal((await fetchFeed(feed.path)).status, 200);
  expectFailure(await other.post('/api/internal/calendar_feed_add', { resource_id: hall }), 404);
  expectFailure(await other.post('/api/internal/calendar_feed_delete', { feed_id: feed.id }), 404, /not found/);
  assert.deepEqual(expectOk(await other.get('/api/internal/calendar_feed_list')), []);
  const listed = expectOk(await owner.get('/api/internal/calendar_feed_list'));
  assert.deepEqual(listed.map((f: { id: number; resource_id: number }) => [f.id, f.resource_id]), [[feed.id, hall]]);
  assert.equal('path' in listed[0], false, 'the URL is shown once');
  expectOk(await owner.post('/api/internal/calendar_feed_delete', { feed_id: feed.id }));
  const gone = await fetchFeed(feed.path);
  assert.equal(gone.status, 404);
  assert.equal(JSON.parse(gone.text).success, false);
  assert.equal((await fetchFeed('/feeds/not-a-token.ics')).status, 404);
  // The token is the feed's key: the gateway's request log never shows it.
  const token = /\/feeds\/(.+)\.ics$/.exec(feed.path)![1]!;
  const logged = stack.gatewayLogs.join('\n');
  assert.ok(logged.includes('/feeds/[REDACTED].ics'), 'feed requests are logged');
  assert.equal(logged.includes(token), false);
  expectFailure(await owner.post('/api/internal/calendar_feed_add', { include_customer: 2 }), 400);
});
