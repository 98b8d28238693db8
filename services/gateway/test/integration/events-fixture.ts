// A venue for the calendar event tests (Europe/Berlin): a hall at 40.00 per hour, a customer, and
// bookings that billing has heard of (documents can be made for them at once).
import { expectOk, newManager, openSql, setCompleteIssuer, type TestManager, type TestStack } from '@venue/testing';

export interface EventVenue {
  m: TestManager;
  hall: number;
  customer: number;
  /** A direct booking of the hall, known to billing; returns its id. */
  book(
    dateFrom: string,
    timeFrom: string,
    dateTo: string,
    timeTo: string,
    extra?: Record<string, unknown>,
  ): Promise<number>;
}

async function billingKnows(stack: TestStack, bookingId: number): Promise<void> {
  const sql = openSql(stack);
  try {
    const deadline = Date.now() + 15_000;
    while (
      (await sql.query('select 1 from billing.booking_fact where booking_id = $1', [bookingId])).rows
        .length === 0
    ) {
      if (Date.now() > deadline) throw new Error('billing never heard of the booking');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await sql.end();
  }
}

export async function eventVenue(stack: TestStack): Promise<EventVenue> {
  const m = await newManager(stack, { timezone: 'Europe/Berlin' });
  await setCompleteIssuer(m);
  const hall = expectOk(await m.post('/api/v2/resource_add', { title: 'Hall' })).id as number;
  const [{ id: customer }] = expectOk(
    await m.post('/api/v2/customer_add', {
      company_name: 'Acme GmbH',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.test',
    }),
  );
  expectOk(
    await m.post('/api/internal/tariff_add', {
      title: 'Hourly',
      customer_group_id: 0,
      resource_ids: String(hall),
      price_type: 'fixed',
      interval: 'per_hour',
      amount: '40',
    }),
  );
  const book: EventVenue['book'] = async (dateFrom, timeFrom, dateTo, timeTo, extra = {}) => {
    const [{ id }] = expectOk(
      await m.post('/api/v2/booking_add', {
        booking_mode: 'direct_booking',
        recurring: '0',
        title: `Booking ${dateFrom}`,
        date_from: dateFrom,
        date_to: dateTo,
        time_from: timeFrom,
        time_to: timeTo,
        main_resource: hall,
        resource_parts: { [hall]: [] },
        customer_id: customer,
        ignore_opening_times: '1',
        ...extra,
      }),
    );
    if (extra.booking_mode === undefined) await billingKnows(stack, id);
    return id as number;
  };
  return { m, hall, customer, book };
}

/** Every field of event_set, shown on the API. */
export const EVENT_FIELDS = {
  event_title: 'Spring concert',
  marketing_data_title: 'Strings in spring',
  marketing_data_description: 'An evening of chamber music.',
  entrance_time: '08:30',
  beginning_time: '09:00',
  marketing_data_ticket_link: 'https://tickets.example.com/spring',
  marketing_data_price: '15 EUR',
  marketing_data_notice_text: 'No photos, please.',
  image: 'https://img.example.com/spring.png',
  show_on_api: 1,
  show_on_website: 0,
};
