import type { Migrations } from '@venue/platform';
import * as initial from './20261121120000_initial.ts';
import * as idempotencyKeys from './20261125090000_idempotency_keys.ts';

export const migrations: Migrations = {
  '20261121120000_initial': initial,
  '20261125090000_idempotency_keys': idempotencyKeys,
};
