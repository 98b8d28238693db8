// Resources and their parts: the rules of resource_add, the detail with today's schedule, the
// list with parts, and the tree that bookings use to know which units a booking occupies. Writes
// run within the caller's deadline (transactionWithin): past it they roll back, never commit.
import { MAX_DESCRIBED_RESOURCES } from '@venue/contracts';
import { invalid, localDate, notFound, refused, transactionWithin, type CallContext } from '@venue/platform';
import type { Db } from '../database.ts';
import { listCustomFields } from '../custom-field/custom-field.repository.ts';
import { validateCustomValues } from '../custom-field/custom-field.service.ts';
import { findCategory } from '../category/category.repository.ts';
import { findOrCreatePlace } from '../place/place.repository.ts';
import { openingWindowOf } from '../schedule/schedule.service.ts';
import { checkText } from '../text.ts';
import {
  countResources,
  findResource,
  findResourceDetail,
  findResourceNames,
  findResourceTree,
  insertCustomValues,
  insertResource,
  listAllResources,
  lockManagerResources,
  updateResourceMeta,
  listAllCustomValues,
} from './resource.repository.ts';

export interface Quotas {
  /** Main resources (locations) per manager. */
  locations: number;
  /** Parts per main resource. */
  partsPerParent: number;
}

export interface NewResource {
  title: string;
  parent_id?: number;
  /** Listed on the booking platform; absent: listed. */
  listed_on_platform?: boolean;
  /** The address line: street and house number. */
  street?: string;
  zip?: string;
  city?: string;
  country?: string;
  contact_person?: string;
  phone?: string;
  fax?: string;
  internal_comment?: string;
  public_comment?: string;
  lat?: number;
  lng?: number;
  tags: string[];
  custom_fields: { field_id: number; value: string }[];
}

const MAX_TEXT = 255;
const MAX_COMMENT = 10_000;

/** Tags as given (each may hold several, comma-separated): trimmed, without empties or repeats. */
export function normaliseTags(tags: string[]): string[] {
  const cleaned = [
    ...new Set(
      tags
        .flatMap((tag) => tag.split(','))
        .map((tag) => tag.trim())
        .filter((tag) => tag !== ''),
    ),
  ];
  for (const tag of cleaned) checkText('tags', tag, 100);
  if (cleaned.length > 100) throw invalid('tags: at most 100 tags');
  return cleaned;
}

/** The field rules of resource_add that need no database. */
export function validateNewResource(input: NewResource): void {
  const title = input.title.trim();
  if (title === '') throw invalid('title is required');
  checkText('title', title, MAX_TEXT);
  for (const field of ['street', 'zip', 'city', 'contact_person', 'phone', 'fax'] as const) {
    checkText(field, input[field], MAX_TEXT);
  }
  checkText('internal_comment', input.internal_comment, MAX_COMMENT);
  checkText('public_comment', input.public_comment, MAX_COMMENT);
  if (input.country !== undefined && input.country !== '' && !/^[A-Za-z]{2}$/.test(input.country)) {
    throw invalid('country must be a two-letter country code');
  }
  if (input.lat !== undefined && !(Number.isFinite(input.lat) && input.lat >= -90 && input.lat <= 90)) {
    throw invalid('lat must be between -90 and 90');
  }
  if (input.lng !== undefined && !(Number.isFinite(input.lng) && input.lng >= -180 && input.lng <= 180)) {
    throw invalid('lng must be between -180 and 180');
  }
  if (input.parent_id !== undefined && input.custom_fields.length > 0) {
    throw invalid('customfields can only be set on main resources, not on parts');
  }
}

export async function addResource(
  db: Db,
  context: CallContext,
  input: NewResource,
  quotas: Quotas,
): Promise<number> {
  const { managerId } = context;
  validateNewResource(input);
  const tags = normaliseTags(input.tags);
  return transactionWithin(db, context, async (trx) => {
    await lockManagerResources(trx, managerId);
    const parentId = input.parent_id ?? null;
    if (parentId !== null) {
      const parent = await findResource(trx, managerId, parentId);
      if (!parent) throw notFound(`parent resource ${parentId} not found`);
      if (parent.parent_id !== null) throw invalid('parent_id: parts can only be added to main resources');
      if ((await countResources(trx, managerId, parentId)) >= quotas.partsPerParent) {
        throw refused(`location_parts quota reached: at most ${quotas.partsPerParent} parts per resource`);
      }
    } else if ((await countResources(trx, managerId, null)) >= quotas.locations) {
      throw refused(`locations quota reached: at most ${quotas.locations} main resources`);
    }
    const customValues = await validateCustomValues(trx, managerId, input.custom_fields);

    const address = {
      street_hnr: input.street?.trim() ?? '',
      zip: input.zip?.trim() ?? '',
      city: input.city?.trim() ?? '',
      country: input.country?.trim().toUpperCase() ?? '',
      contact_person: input.contact_person?.trim() ?? '',
    };
    const hasPlace = Object.values(address).some((value) => value !== '');
    const placeId = hasPlace ? await findOrCreatePlace(trx, managerId, address) : null;

    const { id } = await insertResource(trx, {
      manager_id: managerId,
      parent_id: parentId,
      title: input.title.trim(),
      // Stored as v1 of the schema had it: 1 listed, 0 not.
      platform_status: input.listed_on_platform === false ? 0 : 1,
      place_id: placeId,
      phone: input.phone?.trim() ?? '',
      fax: input.fax?.trim() ?? '',
      internal_comment: input.internal_comment ?? '',
      public_comment: input.public_comment ?? '',
      lat: input.lat ?? null,
      lng: input.lng ?? null,
      tags,
    });
    await insertCustomValues(trx, managerId, id, customValues);
    return id;
  });
}

export async function getResourceDetail(db: Db, context: CallContext, id: number) {
  const found = await findResourceDetail(db, context.managerId, id, localDate(context.timezone));
  if (!found) throw notFound(`resource ${id} not found`);
  const { opening_times, holidays, custom_values, ...row } = found;
  return { ...row, openingTimes: opening_times.map(openingWindowOf), holidays, customValues: custom_values };
}

export async function listResourcesWithParts(db: Db, managerId: number) {
  const [rows, customFields, values] = await Promise.all([
    listAllResources(db, managerId),
    listCustomFields(db, managerId),
    listAllCustomValues(db, managerId),
  ]);
  const mains = rows
    .filter((row) => row.parent_id === null)
    .map((row) => ({
      id: row.id,
      title: row.title,
      parts: [] as { id: number; title: string }[],
      custom_fields: [] as { field_id: number; value: string }[],
    }));
  const byId = new Map(mains.map((main) => [main.id, main]));
  for (const row of rows) {
    if (row.parent_id !== null) byId.get(row.parent_id)?.parts.push({ id: row.id, title: row.title });
  }
  for (const value of values)
    byId.get(value.resource_id)?.custom_fields.push({ field_id: value.field_id, value: value.value });
  return { resources: mains, customFields };
}

export async function getResourceTree(db: Db, managerId: number, id: number) {
  const tree = await findResourceTree(db, managerId, id);
  if (!tree) throw notFound(`resource ${id} not found`);
  return {
    id: tree.id,
    main: { id: tree.main_id, title: tree.main_title },
    parts: tree.parts,
    customValues: tree.custom_values,
    schedule: { resourceId: tree.main_id, openingTimes: tree.opening_times.map(openingWindowOf), holidays: tree.holidays },
  };
}

/** Title and main resource of each of the manager's resources among `ids` (others are left out). */
export async function describeResources(db: Db, managerId: number, ids: readonly number[]) {
  if (ids.length > MAX_DESCRIBED_RESOURCES) throw invalid(`ids: at most ${MAX_DESCRIBED_RESOURCES}`);
  if (!ids.every((id) => Number.isSafeInteger(id) && id > 0)) throw invalid('ids: positive integers only');
  const rows = await findResourceNames(db, managerId, [...new Set(ids)]);
  return rows.map((row) => ({ id: row.id, title: row.title, parentId: row.parent_id }));
}

const IMAGE_URL = /^https?:\/\/\S+$/i;

export async function updateResource(
  db: Db,
  context: CallContext,
  id: number,
  changes: { category_id?: number; image?: string },
): Promise<number> {
  const { managerId } = context;
  const update: { category_id?: number | null; image?: string } = {};
  if (changes.category_id !== undefined) {
    if (changes.category_id !== 0 && !(await findCategory(db, managerId, changes.category_id))) {
      throw notFound(`category ${changes.category_id} not found`);
    }
    update.category_id = changes.category_id === 0 ? null : changes.category_id;
  }
  if (changes.image !== undefined) {
    if (
      changes.image !== '' &&
      (!IMAGE_URL.test(changes.image) || changes.image.length > 2000 || changes.image.includes('\u0000'))
    ) {
      throw invalid('image must be an http(s) URL of at most 2000 characters');
    }
    update.image = changes.image;
  }
  if (Object.keys(update).length === 0) throw invalid('nothing to change: give category_id or image');
  const row = await transactionWithin(db, context, (trx) => updateResourceMeta(trx, managerId, id, update));
  if (!row) throw notFound(`resource ${id} not found`);
  return row.id;
}
