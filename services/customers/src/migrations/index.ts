import type { Migrations } from '@venue/platform';
import * as initial from './20261121130000_initial.ts';

export const migrations: Migrations = {
  '20261121130000_initial': initial,
};
