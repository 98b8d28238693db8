import type { Migrations } from '@venue/platform';
import * as initial from './20261121140000_initial.ts';

export const migrations: Migrations = {
  '20261121140000_initial': initial,
};
