import type { Migrations, RoleOptions } from '@venue/platform';
import * as initial from './20261121120000_initial.ts';
import * as idempotencyKeys from './20261125090000_idempotency_keys.ts';
import * as calendarFeeds from './20270301090000_calendar_feeds.ts';

export const migrations: Migrations = {
  '20261121120000_initial': initial,
  '20261125090000_idempotency_keys': idempotencyKeys,
  '20270301090000_calendar_feeds': calendarFeeds,
};

/** What the schema's role may call of others and offers them (platform's service-role.ts): it reads the manager's catalog version from the resources schema. */
export const roles: RoleOptions = { readsPortsOf: ['resources'] };
