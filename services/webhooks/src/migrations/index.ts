import type { Migrations, RoleOptions } from '@venue/platform';
import * as initial from './20270301090000_initial.ts';

export const migrations: Migrations = {
  '20270301090000_initial': initial,
};

/** What the schema's role may call of others and offers them (platform's service-role.ts): it reads the catalog version from the resources schema. */
export const roles: RoleOptions = { readsPortsOf: ['resources'] };
