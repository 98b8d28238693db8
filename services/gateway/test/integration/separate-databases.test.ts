// The whole stack with each service on a database of its own, each connecting as its own role, as
// an install that gives every team its own database runs: a booking is invoiced automatically, and
// the catalog and customers versions are read from their owners' databases (RESOURCES_DATABASE_URL,
// CUSTOMERS_DATABASE_URL), so reads are reused (the gateway answers with the resources service
// stopped) and a change made straight over gRPC is still seen by the very next call.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import pg from 'pg';
import {
  addHolidayOverGrpc,
  autoInvoicingVenue,
  book,
  editCustomerOverGrpc,
  expectFailure,
  expectOk,
  invoicedLastName,
  startTestStack,
  type TestStack,
} from '@venue/testing';

let stack: TestStack;
before(async () => {
  stack = await startTestStack({ separateDatabases: true });
});
after(async () => {
  await stack?.stop();
});

/** One query on a service's database, as the admin. */
async function query<T extends pg.QueryResultRow>(service: keyof TestStack['databases'], text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: stack.databases[service].url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

test('five databases, each service writing only its own', async () => {
  assert.equal(new Set(Object.values(stack.databases).map((database) => database.name)).size, 5);
  const venue = await autoInvoicingVenue(stack);
  const bookingId = await book(venue);
  assert.equal((await query('bookings', 'select count(*)::int as n from bookings.booking where id = $1', [bookingId]))[0]!.n, 1);
  assert.equal((await query('gateway', 'select count(*)::int as n from bookings.booking'))[0]!.n, 0);
  assert.equal((await query('resources', 'select count(*)::int as n from resources.resource where id = $1', [venue.hall]))[0]!.n, 1);
  assert.equal((await query('gateway', 'select count(*)::int as n from resources.resource'))[0]!.n, 0);
});

test('a customer edited straight over gRPC is on the very next automatic invoice', async () => {
  const venue = await autoInvoicingVenue(stack);
  const billing = new pg.Pool({ connectionString: stack.databases.billing.url, max: 1 });
  try {
    assert.equal(await invoicedLastName(billing, await book(venue)), 'Lovelace');
    await editCustomerOverGrpc(stack, venue.m, venue.customer, { last_name: 'Byron' });
    assert.equal(await invoicedLastName(billing, await book(venue)), 'Byron');
  } finally {
    await billing.end();
  }
});

test('a holiday added straight over gRPC closes the day for the very next booking_add', async () => {
  const venue = await autoInvoicingVenue(stack);
  const booking = (date: string) => ({
    booking_mode: 'direct_booking',
    recurring: '0',
    date_from: date,
    date_to: date,
    time_from: '10:00',
    time_to: '11:00',
    main_resource: venue.hall,
    resource_parts: { [venue.hall]: [] },
  });
  expectOk(await venue.m.post('/api/v2/booking_add', booking('2032-05-05')));
  await addHolidayOverGrpc(stack, venue.m, venue.hall, '2032-05-06');
  assert.match(expectFailure(await venue.m.post('/api/v2/booking_add', booking('2032-05-06')), 422), /closed/);
});

test("reads are reused under the version read from the resources database: answered with the resources service stopped", async () => {
  const venue = await autoInvoicingVenue(stack);
  expectOk(await venue.m.get(`/api/v2/resource/${venue.hall}`));
  // Last in this file: the gateway can only answer from what it kept under the owner's version.
  await stack.stopResources();
  expectOk(await venue.m.get(`/api/v2/resource/${venue.hall}`));
});
