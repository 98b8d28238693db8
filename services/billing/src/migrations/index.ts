import type { Migrations } from '@venue/platform';
import * as pricing from './20261201090000_pricing.ts';

export const migrations: Migrations = {
  '20261201090000_pricing': pricing,
};
