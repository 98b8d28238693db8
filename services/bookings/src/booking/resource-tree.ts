// Which bookable units a booking claims. Booking the whole claims the main resource's unit
// exclusively; booking a part claims the part exclusively and the main unit shared with the
// other parts. So a part and the whole exclude each other (also a part added after the whole
// was booked) while two different parts do not; the exclusion constraint on occupancy holds it.
import { invalid } from '@venue/platform';
import type { ResourceTree } from '../ports.ts';
import type { Period } from './occupancy.repository.ts';

export interface BookedResource {
  id: number;
  /** Main resource name, then the part name. */
  name: string;
  claims: Claim[];
}

/** A unit a booked resource takes: exclusively, or shared with the other parts of its main. */
export interface Claim {
  unitId: number;
  shared: boolean;
}

export function resourceName(tree: ResourceTree, resourceId: number): string {
  if (resourceId === tree.main.id) return tree.main.title;
  const part = tree.parts.find((p) => p.id === resourceId);
  return part ? `${tree.main.title} / ${part.title}` : tree.main.title;
}

export function claimsOf(mainId: number, resourceId: number): Claim[] {
  return resourceId === mainId
    ? [{ unitId: mainId, shared: false }]
    : [
        { unitId: resourceId, shared: false },
        { unitId: mainId, shared: true },
      ];
}

/** The periods stored instances of a booking of `mainId` claim: what to lock and check. */
export function claimedPeriods(mainId: number, instances: { resource_id: number; starts_at: Date; ends_at: Date }[]): Period[] {
  return instances.flatMap((i) => claimsOf(mainId, i.resource_id).map((claim) => ({ ...claim, start: i.starts_at, end: i.ends_at })));
}

/** The resources a booking of `partIds` (none: the whole) of the main resource books. */
export function bookedResources(tree: ResourceTree, partIds: number[]): BookedResource[] {
  if (tree.id !== tree.main.id) throw invalid(`main_resource_id: resource ${tree.id} is a part, not a main resource`);
  const known = new Set(tree.parts.map((p) => p.id));
  for (const id of partIds) {
    if (!known.has(id)) throw invalid(`part_ids: resource ${id} is not a part of main resource ${tree.main.id}`);
  }
  const ids = partIds.length > 0 ? [...new Set(partIds)] : [tree.main.id];
  return ids.map((id) => ({ id, name: resourceName(tree, id), claims: claimsOf(tree.main.id, id) }));
}
