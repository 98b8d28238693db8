import type { Generated } from 'kysely';

export interface PlaceTable {
  id: Generated<number>;
  manager_id: number;
  street_hnr: string;
  zip: string;
  city: string;
  country: string;
  contact_person: string;
}
