import type { Migrations, RoleOptions } from '@venue/platform';
import * as initial from './20261121130000_initial.ts';
import * as outboxTraceContext from './20261210090000_outbox_trace_context.ts';
import * as idempotentWrites from './20270101090000_idempotent_writes.ts';
import * as customersVersion from './20270201090000_customers_version.ts';

export const migrations: Migrations = {
  '20261121130000_initial': initial,
  '20261210090000_outbox_trace_context': outboxTraceContext,
  '20270101090000_idempotent_writes': idempotentWrites,
  '20270201090000_customers_version': customersVersion,
};

/** What the schema's role may call of others and offers them (platform's service-role.ts): it billing calls customers_version_of. */
export const roles: RoleOptions = { ports: [{ function: 'customers_version_of', table: 'customers_version' }] };
