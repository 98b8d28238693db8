// Which bookable units a booking occupies. Booking a part occupies that part; booking the main
// resource occupies the main resource and every part, so a part and the whole exclude each
// other while two different parts do not.
//
// A part added after the whole was booked is not among that booking's occupied units, so a
// part booking also locks and checks the main resource's unit: every booking of the whole
// occupies it, whatever parts existed then. (Other parts' bookings never occupy it.)
import { invalid, type CallContext } from '@venue/platform';
import type { resources } from '@venue/contracts';
import type { Peers } from '../clients/peers.ts';

export interface BookedResource {
  id: number;
  /** Main resource name, then the part name. */
  name: string;
  /** The units the booking occupies (written to occupancy). */
  units: number[];
  /** The units to lock and check for conflicts: the occupied ones and, for a part, the main. */
  checkUnits: number[];
}

export interface Tree {
  /** The resource asked for. */
  id: number;
  main: { id: number; title: string };
  parts: { id: number; title: string }[];
}

export async function loadTree(peers: Peers, context: CallContext, resourceId: number): Promise<Tree> {
  const tree: resources.GetResourceTreeResponse__Output = await peers.resources.GetResourceTree({ id: resourceId }, context);
  return { id: tree.id, main: tree.main ?? { id: tree.id, title: '' }, parts: tree.parts };
}

export function resourceName(tree: Tree, resourceId: number): string {
  if (resourceId === tree.main.id) return tree.main.title;
  const part = tree.parts.find((p) => p.id === resourceId);
  return part ? `${tree.main.title} / ${part.title}` : tree.main.title;
}

export function unitsOf(tree: Tree, resourceId: number): number[] {
  return resourceId === tree.main.id ? [tree.main.id, ...tree.parts.map((p) => p.id)] : [resourceId];
}

/** The units whose blocking occupancy excludes booking `resourceId` (see the header). */
export function checkUnitsOf(tree: Tree, resourceId: number): number[] {
  return resourceId === tree.main.id ? unitsOf(tree, resourceId) : [resourceId, tree.main.id];
}

/** The resources a booking of `partIds` (none: the whole) of the main resource books. */
export function bookedResources(tree: Tree, partIds: number[]): BookedResource[] {
  if (tree.id !== tree.main.id) throw invalid(`main_resource: resource ${tree.id} is a part, not a main resource`);
  const known = new Set(tree.parts.map((p) => p.id));
  for (const id of partIds) {
    if (!known.has(id)) throw invalid(`resource_parts: resource ${id} is not a part of main resource ${tree.main.id}`);
  }
  const ids = partIds.length > 0 ? [...new Set(partIds)] : [tree.main.id];
  return ids.map((id) => ({ id, name: resourceName(tree, id), units: unitsOf(tree, id), checkUnits: checkUnitsOf(tree, id) }));
}
