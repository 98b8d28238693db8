import type { Migrations, RoleOptions } from '@venue/platform';
import * as pricing from './20261201090000_pricing.ts';
import * as documents from './20261202100000_documents.ts';
import * as outboxTraceContext from './20261210090000_outbox_trace_context.ts';
import * as numberRangeInCounter from './20261227090000_number_range_in_counter.ts';
import * as idLookups from './20261228090000_id_lookups.ts';
import * as documentBookingTitle from './20261229090000_document_booking_title.ts';
import * as payableDueDates from './20261230100000_payable_due_dates.ts';
import * as idempotentWrites from './20270101090000_idempotent_writes.ts';
import * as issuerIdentity from './20270110090000_issuer_identity.ts';
import * as frozenDocuments from './20270201090000_frozen_documents.ts';
import * as yearlyNumberRanges from './20270215090000_yearly_number_ranges.ts';

export const migrations: Migrations = {
  '20261201090000_pricing': pricing,
  '20261202100000_documents': documents,
  '20261210090000_outbox_trace_context': outboxTraceContext,
  '20261227090000_number_range_in_counter': numberRangeInCounter,
  '20261228090000_id_lookups': idLookups,
  '20261229090000_document_booking_title': documentBookingTitle,
  '20261230100000_payable_due_dates': payableDueDates,
  '20270101090000_idempotent_writes': idempotentWrites,
  '20270110090000_issuer_identity': issuerIdentity,
  '20270201090000_frozen_documents': frozenDocuments,
  '20270215090000_yearly_number_ranges': yearlyNumberRanges,
};

/** What the schema's role may call of others and offers them (platform's service-role.ts): it reads the catalog and customers versions. */
export const roles: RoleOptions = { readsPortsOf: ['resources', 'customers'] };
