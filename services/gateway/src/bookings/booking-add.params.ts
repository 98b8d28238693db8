// booking_add parameters (spec 4.8): decoded once, before schema validation, from whatever
// encoding the client used (decodeBookingAddStructures, the route's preValidation step); then
// checked and mapped to the bookings service's AddBookingRequest (toAddBookingRequest). Every
// message names the v2 parameter; the service checks only domain rules.
import { invalid } from '@venue/platform';
import type { bookings } from '@venue/contracts';
import { toRecurrence, validateRule, type BookingRule, type TimeSpec } from './booking-rule.ts';
import { asFlag, asInteger, asList, asObject, asText, decodeStructure } from './structured-param.ts';
import { parseId } from '../schemas/common.ts';
import { weekdayOfName } from '../weekday-names.ts';

// Maps, not object literals: a lookup by what the client sent must not find Object.prototype's
// members ("__proto__", "constructor").
const WEEKLY_TYPES = new Map(Object.entries({ week: 1, biweek: 2, triweek: 3, quadweek: 4 }));
const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

type Body = Record<string, unknown>;

/** The recurrence parameter of each recurrence_type. */
const RECURRENCE_PARAMS = new Map(
  Object.entries({
    day: 'daily_recurrence',
    week: 'weekly_recurrence',
    month: 'monthly_recurrence',
    year: 'yearly_recurrence',
  }),
);

function invalidRequired(name: string): never {
  throw invalid(`${name} is required for this recurrence_type`);
}

function missing(name: string): never {
  throw invalid(`${name} is required`);
}

/**
 * A structured parameter as sent: an object or array, or a JSON or PHP-serialized string of one.
 * Scalars are read as strings, and null as absent, as schema coercion read them before.
 */
function decoded(name: string, value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return decodeStructure(name, String(value));
  return decodeStructure(name, value);
}

/**
 * The pre-validation step of booking_add: every structured parameter the request uses becomes
 * the plain object or array it encodes (lists also from objects keyed 0, 1, 2…), so the schema
 * and the mapping see one shape whatever the encoding. Recurrence parameters of other types
 * than the one asked for are left alone, as they are ignored.
 */
export function decodeBookingAddStructures(body: Body): void {
  const set = (name: string, value: unknown) => {
    if (value === undefined) delete body[name];
    else body[name] = value;
  };
  if (String(body.recurring) === '1') {
    const type = String(body.recurrence_type ?? '');
    const param = RECURRENCE_PARAMS.get(type);
    if (param) {
      const value = decoded(param, body[param]) ?? invalidRequired(param);
      if (type === 'week') {
        set(param, asList(param, value));
      } else {
        const rule = asObject(param, value);
        if (type === 'month') rule.days = asObject(`${param}.days`, decoded(`${param}.days`, rule.days) ?? invalidRequired(`${param}.days`));
        set(param, rule);
      }
    }
  }
  set('resource_parts', asObject('resource_parts', decoded('resource_parts', body.resource_parts) ?? missing('resource_parts')));
  const persons = decoded('persons', body.persons);
  set('persons', persons === undefined ? undefined : asList('persons', persons));
  const categoryFields = decoded('category_fields', body.category_fields);
  set('category_fields', categoryFields === undefined ? undefined : asObject('category_fields', categoryFields));
  for (const name of ['inventory', 'services']) {
    const value = decoded(name, body[name]);
    set(name, value === undefined ? undefined : asObject(name, value));
  }
}

function weekday(name: string, value: unknown): number {
  const day = typeof value === 'string' ? weekdayOfName(value) : undefined;
  if (day === undefined) throw invalid(`${name} must be one of mon, tue, wed, thu, fri, sat, sun`);
  return day;
}

function timeSpec(name: string, value: Record<string, unknown>): TimeSpec {
  const fullDay = asFlag(`${name}.full_day`, value.full_day);
  if (fullDay) return { from: '00:00', to: '24:00', fullDay: true };
  return {
    from: asText(`${name}.from`, value.from, { required: true, max: 5 })!,
    to: asText(`${name}.to`, value.to, { required: true, max: 5 })!,
    fullDay: false,
  };
}

function recurrence(body: Body, dateFrom: string, dateTo: string): BookingRule {
  const type = asText('recurrence_type', body.recurrence_type, { required: true, max: 10 })!;
  const base = { dateFrom, dateTo };
  switch (type) {
    case 'day':
      return { ...base, type, time: timeSpec('daily_recurrence', body.daily_recurrence as Body) };
    case 'week': {
      const select = asText('weekly_type_select', body.weekly_type_select, { max: 10 }) ?? 'week';
      const interval = WEEKLY_TYPES.get(select);
      if (!interval) throw invalid('weekly_type_select must be week, biweek, triweek or quadweek');
      const entries = body.weekly_recurrence as unknown[];
      if (entries.length === 0) throw invalid('weekly_recurrence needs at least one day');
      if (entries.length > 7 * 24) throw invalid('weekly_recurrence has too many entries');
      const days = entries.map((entry, index) => {
        const name = `weekly_recurrence[${index}]`;
        const item = asObject(name, entry);
        return { weekday: weekday(`${name}.day`, item.day), time: timeSpec(name, item) };
      });
      return { ...base, type, interval, days };
    }
    case 'month': {
      const monthly = body.monthly_recurrence as Body;
      const mode = asText('monthly_recurrence.mode', monthly.mode, { required: true, max: 10 });
      const days = monthly.days as Body;
      const interval = asInteger('monthly_recurrence.days.month', days.month, { required: true, min: 1, max: 12 })!;
      const time = timeSpec('monthly_recurrence', monthly);
      if (mode === 'day') {
        return { ...base, type, mode: 'day', interval, day: asInteger('monthly_recurrence.days.day', days.day, { required: true, min: 1, max: 31 })!, time };
      }
      if (mode === 'week') {
        return {
          ...base,
          type,
          mode: 'week',
          interval,
          weekNumber: asInteger('monthly_recurrence.days.week_number', days.week_number, { required: true, min: 1, max: 5 })!,
          weekday: weekday('monthly_recurrence.days.week_day', days.week_day),
          time,
        };
      }
      throw invalid('monthly_recurrence.mode must be day or week');
    }
    case 'year': {
      const yearly = body.yearly_recurrence as Body;
      return {
        ...base,
        type,
        day: asInteger('yearly_recurrence.day', yearly.day, { required: true, min: 1, max: 31 })!,
        month: asInteger('yearly_recurrence.month', yearly.month, { required: true, min: 1, max: 12 })!,
        time: timeSpec('yearly_recurrence', yearly),
      };
    }
    default:
      throw invalid('recurrence_type must be day, week, month or year');
  }
}

function partIds(parts: Body, mainResource: number): number[] {
  const ids: number[] = [];
  for (const [key, value] of Object.entries(parts)) {
    if (parseId(`resource_parts: key ${key}`, key) !== mainResource) throw invalid(`resource_parts: key ${key} is not the main_resource ${mainResource}`);
    if (value === '' || value === null) continue;
    asList(`resource_parts[${key}]`, value).forEach((id, index) => ids.push(parseId(`resource_parts[${key}][${index}]`, id)));
  }
  return ids;
}

function customFieldValues(value: Body | undefined): bookings.CustomFieldValue[] {
  if (value === undefined) return [];
  const fields: bookings.CustomFieldValue[] = [];
  for (const [resourceId, values] of Object.entries(value)) {
    const resource = parseId(`category_fields: resource id ${resourceId}`, resourceId);
    for (const [fieldId, fieldValue] of Object.entries(asObject(`category_fields[${resourceId}]`, values))) {
      fields.push({
        resource_id: resource,
        field_id: parseId(`category_fields[${resourceId}]: field id ${fieldId}`, fieldId),
        value: asText(`category_fields[${resourceId}][${fieldId}]`, fieldValue) ?? '',
      });
    }
  }
  return fields;
}

function items(kind: bookings.ItemKind, name: string, value: Body | undefined): bookings.ItemSelection[] {
  if (value === undefined) return [];
  const selections: bookings.ItemSelection[] = [];
  for (const [resourceId, perItem] of Object.entries(value)) {
    const resource = parseId(`${name}: resource id ${resourceId}`, resourceId);
    for (const [itemId, selection] of Object.entries(asObject(`${name}[${resourceId}]`, perItem))) {
      const entry = asObject(`${name}[${resourceId}][${itemId}]`, selection);
      if (entry.checked !== 'on' && entry.checked !== true && entry.checked !== 1 && entry.checked !== '1') continue;
      selections.push({
        kind,
        resource_id: resource,
        item_id: parseId(`${name}[${resourceId}]: item id ${itemId}`, itemId),
        quantity: asInteger(`${name}[${resourceId}][${itemId}].quantity`, entry.quantity ?? 1, { min: 1, max: 100_000 })!,
      });
    }
  }
  return selections;
}

/** An optional id parameter: absent, null or "" is none. */
function optionalId(name: string, value: unknown): number | undefined {
  return value === undefined || value === null || value === '' ? undefined : parseId(name, value);
}

function persons(value: unknown[] | undefined): number[] {
  return (value ?? []).map((id, index) => parseId(`persons[${index}]`, id));
}

/** A decoded booking_add body as the service's request; every v2 shape and format rule is checked. */
export function toAddBookingRequest(body: Body): bookings.AddBookingRequest {
  const mode = asText('booking_mode', body.booking_mode, { required: true, max: 20 });
  if (mode !== 'direct_booking' && mode !== 'booking_request') throw invalid('booking_mode must be direct_booking or booking_request');
  const recurring = asText('recurring', body.recurring, { required: true, max: 1 });
  if (recurring !== '0' && recurring !== '1') throw invalid('recurring must be 0 or 1');
  // Y-m-d within the years by the route's schema (BookingAddBody); validateRule checks that they exist.
  const dateFrom = body.date_from as string;
  const dateTo = body.date_to as string;
  if (body.main_resource === undefined || body.main_resource === null || body.main_resource === '') missing('main_resource');
  const mainResource = parseId('main_resource', body.main_resource);
  const customColor = asFlag('custom_color', body.custom_color);
  const color = asText('color', body.color, { max: 7 });
  if (customColor && color === undefined) throw invalid('color is required when custom_color is 1');
  if (color !== undefined && !HEX_COLOR.test(color)) throw invalid('color must be a hex colour such as #1a2b3c');

  let rule: BookingRule;
  if (recurring === '1') {
    // The spec requires the times of a series too, sent as 00:00; the rule carries the real ones.
    asText('time_from', body.time_from, { required: true, max: 5 });
    asText('time_to', body.time_to, { required: true, max: 5 });
    rule = recurrence(body, dateFrom, dateTo);
  } else if (asFlag('multi_day', body.multi_day)) {
    rule = { type: 'single', dateFrom, dateTo, timeFrom: '00:00', timeTo: '24:00', fullDay: true };
  } else {
    rule = {
      type: 'single',
      dateFrom,
      dateTo,
      timeFrom: asText('time_from', body.time_from, { required: true, max: 5 })!,
      timeTo: asText('time_to', body.time_to, { required: true, max: 5 })!,
      fullDay: false,
    };
  }
  const customerId = optionalId('customer_id', body.customer_id);
  const seasonId = optionalId('season_id', body.season_id);
  const request: bookings.AddBookingRequest = {
    mode: mode === 'booking_request' ? 'BOOKING_MODE_REQUEST' : 'BOOKING_MODE_DIRECT',
    title: asText('title', body.title) ?? '',
    ...(customerId !== undefined && { customer_id: customerId }),
    ...(seasonId !== undefined && { season_id: seasonId }),
    person_ids: persons(body.persons as unknown[] | undefined),
    main_resource_id: mainResource,
    part_ids: partIds(body.resource_parts as Body, mainResource),
    custom_field_values: customFieldValues(body.category_fields as Body | undefined),
    color: customColor ? color! : '',
    entrance_hall: asFlag('entrance_hall', body.entrance_hall),
    hidden_in_widget: asFlag('booking_hidden_widget', body.booking_hidden_widget),
    internal_comments: asText('internal_comments', body.internal_comments, { max: 10_000 }) ?? '',
    comments: asText('comments', body.comments, { max: 10_000 }) ?? '',
    items: [
      ...items('ITEM_KIND_INVENTORY', 'inventory', body.inventory as Body | undefined),
      ...items('ITEM_KIND_SERVICE', 'services', body.services as Body | undefined),
    ],
    ignore_opening_times: asFlag('ignore_opening_times', body.ignore_opening_times),
  };
  validateRule(rule);
  return { ...request, recurrence: toRecurrence(rule) };
}
