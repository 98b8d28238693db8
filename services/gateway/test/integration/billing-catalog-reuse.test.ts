// Billing reuses the resource names it read under the manager's catalog version, which it reads
// where the gateway keeps it (the same Redis and prefix; decisions.md, "Billing reuses resource
// names"). Shown end to end: once the resources service is down, a booking (its tree reused by
// the bookings service) is still invoiced automatically, with the names read before, because
// nothing in the catalog changed. (That nothing kept for one manager answers another, and that a
// catalog write makes billing ask again: services/billing/test/integration/cached-resource-names.test.ts.)
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  autoInvoicingVenue,
  book,
  eventually,
  openSql,
  startTestStack,
  type TestStack,
} from '@venue/testing';

let stack: TestStack;
let sql: ReturnType<typeof openSql>;
before(async () => {
  stack = await startTestStack();
  sql = openSql(stack);
});
after(async () => {
  await sql?.end();
  await stack?.stop();
});

/** The resource names on the approved invoice of a booking, once it is there. */
function invoicedNames(bookingId: number) {
  return eventually(
    `the automatic invoice of booking ${bookingId}`,
    async () => {
      const { rows } = await sql.query<{ resource_name: string }>(
        `select r.resource_name from billing.document d
           join billing.document_booking b on b.document_id = d.id
           join billing.document_row r on r.document_id = d.id
          where b.booking_id = $1 and d.type = 'invoice' and d.status = 'approved' order by r.position`,
        [bookingId],
      );
      return rows.length > 0 ? rows.map((row) => row.resource_name) : undefined;
    },
  );
}

test('with the resources service down, a booking under an unchanged catalog is still invoiced, with the names read before', async () => {
  const venue = await autoInvoicingVenue(stack);
  assert.deepEqual(await invoicedNames(await book(venue)), ['Hall']);
  await stack.stopResources();
  assert.deepEqual(await invoicedNames(await book(venue)), ['Hall']);
});
