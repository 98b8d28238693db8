import type { Kysely, Transaction } from 'kysely';
import type { CategoryTable } from './category/category.table.ts';
import type { CustomFieldTable } from './custom-field/custom-field.table.ts';
import type { PlaceTable } from './place/place.table.ts';
import type { ResourceCustomValueTable, ResourceTable } from './resource/resource.table.ts';
import type { HolidayTable, OpeningTimeTable } from './schedule/schedule.table.ts';

export const SCHEMA = 'resources';

export interface Database {
  resource: ResourceTable;
  resource_custom_value: ResourceCustomValueTable;
  place: PlaceTable;
  custom_field: CustomFieldTable;
  category: CategoryTable;
  opening_time: OpeningTimeTable;
  holiday: HolidayTable;
}

export type Db = Kysely<Database>;
export type Executor = Kysely<Database> | Transaction<Database>;
