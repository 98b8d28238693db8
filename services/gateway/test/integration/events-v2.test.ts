// event_list and event_details (spec 2.5, 4.9, 4.10): every field, range edges (an event is listed
// when any instance of its booking overlaps the range, with the booking's own first and last
// dates), the display flags, cancelled bookings and requests, a booking with a quote, an order
// confirmation and an invoice, and booking.updated on every change of the event data.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { EventLog, eventsHandled, expectFailure, expectOk, startTestStack, type TestStack } from '@venue/testing';
import { EVENT_FIELDS, eventVenue, type EventVenue } from './events-fixture.ts';

let stack: TestStack;
let v: EventVenue;
let log: EventLog<{ booking_id: number; version: number }>;

before(async () => {
  stack = await startTestStack();
  v = await eventVenue(stack);
  log = await EventLog.start(stack, 'venue.bookings.>', 'booking_id');
});
after(async () => {
  await log?.stop();
  await stack?.stop();
});

const list = async (date_from: string, date_to: string) =>
  expectOk(await v.m.get('/api/v2/event_list', { date_from, date_to }));
const ids = async (date_from: string, date_to: string) =>
  (await list(date_from, date_to)).map((e: { id: number }) => e.id);
const set = async (booking_id: number, fields: Record<string, unknown> = {}) =>
  expectOk(await v.m.post('/api/internal/event_set', { ...EVENT_FIELDS, booking_id, ...fields }));

/** dd.mm.yyyy of today in Berlin. */
function todayInBerlin(): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());
  return parts.replaceAll('/', '.');
}

describe('event_list', () => {
  test('a list item field by field, and every field of event_set kept', async () => {
    const id = await v.book('2031-04-21', '09:00', '2031-04-21', '10:30');
    assert.deepEqual(await set(id), { id, message: 'Event saved' });
    const answer = await v.m.get('/api/v2/event_list', { date_from: '2031-04-21', date_to: '2031-04-21' });
    assert.equal(answer.status, 200);
    assert.deepEqual(Object.keys(answer.body), ['data', 'total', 'success']);
    assert.equal(answer.body.total, 1);
    assert.deepEqual(answer.body.data, [
      {
        id,
        event_title: 'Spring concert',
        marketing_data_title: 'Strings in spring',
        marketing_data_description: 'An evening of chamber music.',
        date_from: '21.04.2031',
        date_to: '21.04.2031',
        time_from: '09:00',
        time_to: '10:30',
        entrance_time: '08:30',
        beginning_time: '09:00',
        marketing_data_ticket_link: 'https://tickets.example.com/spring',
        marketing_data_price: '15 EUR',
        marketing_data_notice_text: 'No photos, please.',
        image: 'https://img.example.com/spring.png',
      },
    ]);
  });

  test('unset texts are "", and event_set replaces the whole data', async () => {
    const id = await v.book('2031-06-01', '10:00', '2031-06-01', '11:00');
    await set(id);
    expectOk(
      await v.m.post('/api/internal/event_set', { booking_id: id, show_on_website: '1' }, { form: true }),
    );
    const [item] = await list('2031-06-01', '2031-06-01');
    assert.equal(item.id, id);
    for (const field of Object.keys(EVENT_FIELDS).filter((f) => !f.startsWith('show_on'))) {
      assert.equal(item[field], '', `${field} is "" when unset`);
    }
    assert.equal(item.time_from, '10:00');
  });

  test('range edges: a multi-day booking is listed on any date it touches, with its own first and last dates', async () => {
    const id = await v.book('2031-07-10', '20:00', '2031-07-12', '02:00');
    await set(id);
    for (const [from, to] of [
      ['2031-07-10', '2031-07-10'],
      ['2031-07-11', '2031-07-11'],
      ['2031-07-12', '2031-07-12'],
      ['2031-07-01', '2031-07-31'],
    ] as const) {
      assert.deepEqual(await ids(from, to), [id], `${from}…${to}`);
    }
    assert.deepEqual(await ids('2031-07-09', '2031-07-09'), [], 'the day before');
    assert.deepEqual(await ids('2031-07-13', '2031-07-20'), [], 'the day after');
    const [item] = await list('2031-07-12', '2031-07-12');
    assert.deepEqual(
      [item.date_from, item.time_from, item.date_to, item.time_to],
      ['10.07.2031', '20:00', '12.07.2031', '02:00'],
    );
  });

  test('a series: listed when one occurrence falls in the range, dated from its first to its last occurrence', async () => {
    const id = await v.book('2031-08-04', '18:00', '2031-08-20', '19:00', {
      recurring: '1',
      recurrence_type: 'week',
      weekly_recurrence: [{ day: 'tue', from: '18:00', to: '19:00' }],
    });
    await set(id);
    assert.deepEqual(await ids('2031-08-12', '2031-08-12'), [id], 'the second Tuesday');
    assert.deepEqual(await ids('2031-08-13', '2031-08-18'), [], 'between occurrences');
    assert.deepEqual(await ids('2031-08-19', '2031-08-31'), [id], 'the last Tuesday');
    const [item] = await list('2031-08-12', '2031-08-12');
    assert.deepEqual(
      [item.date_from, item.time_from, item.date_to, item.time_to],
      ['05.08.2031', '18:00', '19.08.2031', '19:00'],
    );
  });

  test('an end at midnight is 24:00 of its own date', async () => {
    const id = await v.book('2031-09-01', '18:00', '2031-09-01', '24:00');
    await set(id);
    const [item] = await list('2031-09-01', '2031-09-01');
    assert.deepEqual([item.id, item.date_to, item.time_to], [id, '01.09.2031', '24:00']);
    assert.deepEqual(
      await ids('2031-09-02', '2031-09-02'),
      [],
      'an end at midnight does not touch the next day',
    );
  });

  test('flags: API or website lists it; neither hides it from the list and the details', async () => {
    const api = await v.book('2031-10-01', '09:00', '2031-10-01', '10:00');
    const web = await v.book('2031-10-01', '11:00', '2031-10-01', '12:00');
    const hidden = await v.book('2031-10-01', '13:00', '2031-10-01', '14:00');
    const none = await v.book('2031-10-01', '15:00', '2031-10-01', '16:00');
    await set(api, { show_on_api: 1, show_on_website: 0 });
    await set(web, { show_on_api: 0, show_on_website: 1 });
    await set(hidden, { show_on_api: 0, show_on_website: 0 });
    assert.deepEqual(await ids('2031-10-01', '2031-10-01'), [api, web], 'ordered by start');
    expectFailure(await v.m.get(`/api/v2/event_details/${hidden}`), 404);
    expectFailure(await v.m.get(`/api/v2/event_details/${none}`), 404);
    assert.deepEqual(await set(hidden, { show_on_api: 1 }), { id: hidden, message: 'Event saved' });
    assert.deepEqual(await ids('2031-10-01', '2031-10-01'), [api, web, hidden]);
    assert.deepEqual(expectOk(await v.m.post('/api/internal/event_unset', { booking_id: web })), {
      id: web,
      message: 'Event removed',
    });
    assert.deepEqual(expectOk(await v.m.post('/api/internal/event_unset', { booking_id: web })), {
      id: web,
      message: 'The booking has no event',
    });
    assert.deepEqual(await ids('2031-10-01', '2031-10-01'), [api, hidden]);
    expectFailure(await v.m.get(`/api/v2/event_details/${web}`), 404);
  });

  test('cancelled bookings and requests never appear', async () => {
    const cancelled = await v.book('2031-11-03', '09:00', '2031-11-03', '10:00');
    await set(cancelled);
    assert.deepEqual(await ids('2031-11-03', '2031-11-03'), [cancelled]);
    expectOk(
      await v.m.post('/api/v2/booking_save', {
        booking_id: cancelled,
        resource_id: v.hall,
        booking_status: 'cancel',
      }),
    );
    assert.deepEqual(await ids('2031-11-03', '2031-11-03'), [], `cancelled ${cancelled}`);
    expectFailure(await v.m.get(`/api/v2/event_details/${cancelled}`), 404);
    const request = await v.book('2031-11-04', '09:00', '2031-11-04', '10:00', {
      booking_mode: 'booking_request',
    });
    await set(request);
    assert.deepEqual(await ids('2031-11-04', '2031-11-04'), [], `request ${request}`);
    expectFailure(await v.m.get(`/api/v2/event_details/${request}`), 404);
  });
});

describe('event_details', () => {
  test('every field, id a string, and the quote, the order confirmation and the invoice with their bookings', async () => {
    const id = await v.book('2031-05-12', '09:00', '2031-05-12', '10:30');
    await set(id);
    const quote = expectOk(await v.m.post('/api/internal/quote_create', { booking_ids: String(id) }));
    const confirmation = expectOk(
      await v.m.post('/api/internal/order_confirm', { quote_number: quote.quote_number }),
    );
    const draft = expectOk(await v.m.post('/api/internal/invoice_create', { booking_ids: String(id) }));
    const invoice = expectOk(
      await v.m.post('/api/internal/invoice_approve', { invoice_id: draft.id, document_date: '2031-05-12' }),
    );
    expectOk(await v.m.post('/api/internal/invoice_processed', { invoice_number: invoice.invoice_number }));

    const answer = await v.m.get(`/api/v2/event_details/${id}`);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(Object.keys(answer.body), ['data', 'total', 'success']);
    assert.equal(answer.body.total, 1);
    assert.equal(answer.body.data.length, 1);
    const [event] = answer.body.data;
    const { documents, ...fields } = event;
    assert.deepEqual(fields, {
      id: String(id),
      event_title: 'Spring concert',
      marketing_data_title: 'Strings in spring',
      marketing_data_description: 'An evening of chamber music.',
      date_from: '12.05.2031',
      date_to: '12.05.2031',
      time_from: '09:00',
      time_to: '10:30',
      entrance_time: '08:30',
      beginning_time: '09:00',
      marketing_data_ticket_link: 'https://tickets.example.com/spring',
      marketing_data_price: '15 EUR',
      marketing_data_notice_text: 'No photos, please.',
      image: 'https://img.example.com/spring.png',
    });
    assert.deepEqual(Object.keys(event), [...Object.keys(fields), 'documents']);

    const booking = expectOk(await v.m.get(`/api/v2/booking/${id}`));
    const instanceId = booking.resources[0].instances[0].id;
    const documentBooking = {
      id,
      title: 'Booking 2031-05-12',
      resources: [
        {
          resource_id: v.hall,
          resource: 'Hall',
          instances: [
            {
              id: instanceId,
              resource_id: v.hall,
              resource: 'Hall',
              from: '12.05.2031 09:00',
              to: '12.05.2031 10:30',
            },
          ],
        },
      ],
    };
    const byType = new Map(documents.map((d: { document_type: string }) => [d.document_type, d]));
    assert.deepEqual([...byType.keys()].sort(), ['Invoice', 'Offer', 'Order confirmation']);
    for (const document of documents) {
      assert.deepEqual(Object.keys(document), [
        'document_type',
        'document_number',
        'price',
        'document_date',
        'processed_status',
        'processed_date',
        'bookings',
      ]);
      assert.equal(document.price, 80, `${document.document_type}: 2 started hours at 40.00`);
      assert.match(document.document_date, /^\d{2}\.\d{2}\.\d{4}$/);
      assert.deepEqual(document.bookings, [documentBooking]);
    }
    assert.equal((byType.get('Offer') as { document_number: string }).document_number, quote.quote_number);
    assert.equal(
      (byType.get('Order confirmation') as { document_number: string }).document_number,
      confirmation.order_confirmation_number,
    );
    const invoiceDocument = byType.get('Invoice') as Record<string, unknown>;
    assert.equal(invoiceDocument.document_number, invoice.invoice_number);
    assert.equal(invoiceDocument.document_date, '12.05.2031');
    assert.equal(invoiceDocument.processed_status, 1);
    assert.equal(invoiceDocument.processed_date, todayInBerlin());
    const offer = byType.get('Offer') as Record<string, unknown>;
    assert.equal(offer.processed_status, 0);
    assert.equal(offer.processed_date, null);
  });

  test('a cancelled invoice and its cancellation invoice; a booking without documents has []', async () => {
    const id = await v.book('2031-05-13', '09:00', '2031-05-13', '10:00');
    await set(id);
    assert.deepEqual(expectOk(await v.m.get(`/api/v2/event_details/${id}`))[0].documents, []);
    const draft = expectOk(await v.m.post('/api/internal/invoice_create', { booking_ids: String(id) }));
    assert.deepEqual(
      expectOk(await v.m.get(`/api/v2/event_details/${id}`))[0].documents,
      [],
      'a draft is not listed',
    );
    const invoice = expectOk(
      await v.m.post('/api/internal/invoice_approve', { invoice_id: draft.id, document_date: '2031-05-13' }),
    );
    expectOk(await v.m.post('/api/internal/invoice_cancel', { invoice_number: invoice.invoice_number }));
    const [event] = expectOk(await v.m.get(`/api/v2/event_details/${id}`));
    const types = event.documents.map((d: { document_type: string; price: number }) => [
      d.document_type,
      d.price,
    ]);
    assert.deepEqual(types.sort(), [
      ['Cancellation invoice', -40],
      ['Invoice', 40],
    ]);
  });
});

describe('events of the booking', () => {
  test('event_set and event_unset publish booking.updated with a newer version; an unset of nothing publishes nothing', async () => {
    const id = await v.book('2031-12-01', '09:00', '2031-12-01', '10:00');
    await log.waitFor(() => log.of(id).length >= 1, 'booking.created');
    await set(id);
    await log.waitFor(() => log.of(id).length >= 2, 'booking.updated of event_set');
    expectOk(await v.m.post('/api/internal/event_unset', { booking_id: id }));
    await log.waitFor(() => log.of(id).length >= 3, 'booking.updated of event_unset');
    expectOk(await v.m.post('/api/internal/event_unset', { booking_id: id }));
    await eventsHandled(stack, log.durable);
    const events = log.of(id);
    assert.deepEqual(
      events.map((e) => e.subject.split('.').slice(-1)[0]),
      ['created', 'updated', 'updated'],
    );
    const versions = events.map((e) => e.data.version);
    assert.ok(
      versions[0]! < versions[1]! && versions[1]! < versions[2]!,
      `versions grow: ${versions.join(', ')}`,
    );
  });
});
