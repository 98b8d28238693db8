import type { Executor } from '../database.ts';

export interface PlaceIdentity {
  street_hnr: string;
  zip: string;
  city: string;
  country: string;
  contact_person: string;
}

/** The id of the manager's place with exactly this address and contact person, created if new. */
export async function findOrCreatePlace(db: Executor, managerId: number, place: PlaceIdentity): Promise<number> {
  // The no-op update makes the conflicting row come back with its id.
  const row = await db
    .insertInto('place')
    .values({ manager_id: managerId, ...place })
    .onConflict((oc) =>
      oc.constraint('place_identity_key').doUpdateSet((eb) => ({ street_hnr: eb.ref('excluded.street_hnr') })),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
