import type { Migrations, RoleOptions } from '@venue/platform';
import * as initial from './20261121120000_initial.ts';
import * as idLookups from './20261228090000_id_lookups.ts';
import * as idempotentWrites from './20270101090000_idempotent_writes.ts';
import * as catalogVersion from './20270201090000_catalog_version.ts';

export const migrations: Migrations = {
  '20261121120000_initial': initial,
  '20261228090000_id_lookups': idLookups,
  '20270101090000_idempotent_writes': idempotentWrites,
  '20270201090000_catalog_version': catalogVersion,
};

/** What the schema's role may call of others and offers them (platform's service-role.ts): it readers of the catalog version call catalog_version_of. */
export const roles: RoleOptions = { ports: [{ function: 'catalog_version_of', table: 'catalog_version' }] };
