import type { Migrations, RoleOptions } from '@venue/platform';
import * as initial from './20261121140000_initial.ts';
import * as versionsInbox from './20261202090000_versions_inbox.ts';
import * as bookingEvent from './20261203090000_booking_event.ts';
import * as outboxTraceContext from './20261210090000_outbox_trace_context.ts';
import * as idLookups from './20261228090000_id_lookups.ts';
import * as takenAfterLocks from './20261231090000_taken_after_locks.ts';
import * as idempotentWrites from './20270101090000_idempotent_writes.ts';
import * as invoicedBookings from './20270201090000_invoiced_bookings.ts';
import * as documentSeq from './20270301090000_document_seq.ts';

export const migrations: Migrations = {
  '20261121140000_initial': initial,
  '20261202090000_versions_inbox': versionsInbox,
  '20261203090000_booking_event': bookingEvent,
  '20261210090000_outbox_trace_context': outboxTraceContext,
  '20261228090000_id_lookups': idLookups,
  '20261231090000_taken_after_locks': takenAfterLocks,
  '20270101090000_idempotent_writes': idempotentWrites,
  '20270201090000_invoiced_bookings': invoicedBookings,
  '20270301090000_document_seq': documentSeq,
};

/** What the schema's role may call of others and offers them (platform's service-role.ts): it calls no other schema, offers nothing to call. */
export const roles: RoleOptions = {};
