import type { Generated } from 'kysely';

export interface OpeningTimeTable {
  id: Generated<number>;
  manager_id: number;
  resource_id: number;
  /** 1 = Monday … 7 = Sunday */
  weekday: number;
  time_from: string;
  time_to: string;
}

export interface HolidayTable {
  id: Generated<number>;
  manager_id: number;
  resource_id: number;
  title: string;
  /** Y-m-d, inclusive */
  date_from: string;
  date_to: string;
}
