// The services name their own contract's fields in their messages (part_ids, start_date, street…);
// v2 clients know the parameters (resource_parts, date_from, street_hnr…). Each endpoint renames
// them here, so a service speaks its own contract and the answers keep their v2 wording.
import { DomainError } from '@venue/platform';

export type Renames = readonly (readonly [string, string])[];

/** Runs a service call; a domain error comes back with the v2 names in its message. */
export async function inV2Words<T>(renames: Renames, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof DomainError) || ['unavailable', 'timeout', 'internal'].includes(error.kind)) throw error;
    const message = renames.reduce((text, [from, to]) => text.replaceAll(from, to), error.message);
    throw message === error.message ? error : new DomainError(error.kind, message);
  }
}
