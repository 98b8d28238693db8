import type { Migrations } from '@venue/platform';
import * as pricing from './20261201090000_pricing.ts';
import * as documents from './20261202100000_documents.ts';

export const migrations: Migrations = {
  '20261201090000_pricing': pricing,
  '20261202100000_documents': documents,
};
