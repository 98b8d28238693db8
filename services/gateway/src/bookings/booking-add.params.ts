// booking_add parameters (spec 4.8) into the bookings service's request. Shapes are decoded
// and checked here; dates, times and recurrence rules are validated by the bookings service.
import { invalid } from '@venue/platform';
import type { bookings } from '@venue/contracts';
import { asFlag, asInteger, asList, asObject, asText, decodeStructure } from './structured-param.ts';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const WEEKLY_TYPES: Record<string, number> = { week: 1, biweek: 2, triweek: 3, quadweek: 4 };
const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export function weekday(name: string, value: unknown): number {
  const day = typeof value === 'string' ? value.trim().toLowerCase() : '';
  const index = WEEKDAYS.indexOf(day.slice(0, 3));
  if (index < 0 || (day.length !== 3 && !['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].includes(day))) {
    throw invalid(`${name} must be one of mon, tue, wed, thu, fri, sat, sun`);
  }
  return index + 1;
}

function timeSpec(name: string, value: Record<string, unknown>): bookings.TimeSpec {
  const fullDay = asFlag(`${name}.full_day`, value.full_day);
  if (fullDay) return { from: '00:00', to: '24:00', full_day: true };
  return {
    from: asText(`${name}.from`, value.from, { required: true, max: 5 })!,
    to: asText(`${name}.to`, value.to, { required: true, max: 5 })!,
    full_day: false,
  };
}

function recurrence(body: Record<string, unknown>, dateFrom: string, dateTo: string): bookings.RecurrenceRule {
  const type = asText('recurrence_type', body.recurrence_type, { required: true, max: 10 })!;
  const base = { date_from: dateFrom, date_to: dateTo };
  switch (type) {
    case 'day': {
      const daily = asObject('daily_recurrence', decodeStructure('daily_recurrence', body.daily_recurrence) ?? invalidRequired('daily_recurrence'));
      return { ...base, type, time: timeSpec('daily_recurrence', daily) };
    }
    case 'week': {
      const select = asText('weekly_type_select', body.weekly_type_select, { max: 10 }) ?? 'week';
      const interval = WEEKLY_TYPES[select];
      if (!interval) throw invalid('weekly_type_select must be week, biweek, triweek or quadweek');
      const entries = asList('weekly_recurrence', decodeStructure('weekly_recurrence', body.weekly_recurrence) ?? invalidRequired('weekly_recurrence'));
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
      const monthly = asObject('monthly_recurrence', decodeStructure('monthly_recurrence', body.monthly_recurrence) ?? invalidRequired('monthly_recurrence'));
      const mode = asText('monthly_recurrence.mode', monthly.mode, { required: true, max: 10 });
      const days = asObject('monthly_recurrence.days', decodeStructure('monthly_recurrence.days', monthly.days) ?? invalidRequired('monthly_recurrence.days'));
      const interval = asInteger('monthly_recurrence.days.month', days.month, { required: true, min: 1, max: 12 })!;
      const time = timeSpec('monthly_recurrence', monthly);
      if (mode === 'day') {
        return { ...base, type, month_mode: 'day', interval, day: asInteger('monthly_recurrence.days.day', days.day, { required: true, min: 1, max: 31 })!, time };
      }
      if (mode === 'week') {
        return {
          ...base,
          type,
          month_mode: 'week',
          interval,
          week_number: asInteger('monthly_recurrence.days.week_number', days.week_number, { required: true, min: 1, max: 5 })!,
          weekday: weekday('monthly_recurrence.days.week_day', days.week_day),
          time,
        };
      }
      throw invalid('monthly_recurrence.mode must be day or week');
    }
    case 'year': {
      const yearly = asObject('yearly_recurrence', decodeStructure('yearly_recurrence', body.yearly_recurrence) ?? invalidRequired('yearly_recurrence'));
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

function invalidRequired(name: string): never {
  throw invalid(`${name} is required for this recurrence_type`);
}

function missing(name: string): never {
  throw invalid(`${name} is required`);
}

function partIds(body: Record<string, unknown>, mainResource: number): number[] {
  const parts = asObject('resource_parts', decodeStructure('resource_parts', body.resource_parts) ?? missing('resource_parts'));
  const ids: number[] = [];
  for (const [key, value] of Object.entries(parts)) {
    if (Number(key) !== mainResource) throw invalid(`resource_parts: key ${key} is not the main_resource ${mainResource}`);
    if (value === '' || value === null) continue;
    asList(`resource_parts[${key}]`, value).forEach((id, index) =>
      ids.push(asInteger(`resource_parts[${key}][${index}]`, id, { required: true, min: 1 })!),
    );
  }
  return ids;
}

function categoryFields(value: unknown): bookings.CategoryFieldValue[] {
  const decoded = decodeStructure('category_fields', value);
  if (decoded === undefined) return [];
  const fields: bookings.CategoryFieldValue[] = [];
  for (const [resourceId, values] of Object.entries(asObject('category_fields', decoded))) {
    const resource = asInteger('category_fields resource id', resourceId, { required: true, min: 1 })!;
    for (const [fieldId, fieldValue] of Object.entries(asObject(`category_fields[${resourceId}]`, values))) {
      fields.push({
        resource_id: resource,
        field_id: asInteger(`category_fields[${resourceId}] field id`, fieldId, { required: true, min: 1 })!,
        value: asText(`category_fields[${resourceId}][${fieldId}]`, fieldValue) ?? '',
      });
    }
  }
  return fields;
}

function items(kind: 'inventory' | 'service', name: string, value: unknown): bookings.ItemSelection[] {
  const decoded = decodeStructure(name, value);
  if (decoded === undefined) return [];
  const selections: bookings.ItemSelection[] = [];
  for (const [resourceId, perItem] of Object.entries(asObject(name, decoded))) {
    const resource = asInteger(`${name} resource id`, resourceId, { required: true, min: 1 })!;
    for (const [itemId, selection] of Object.entries(asObject(`${name}[${resourceId}]`, perItem))) {
      const entry = asObject(`${name}[${resourceId}][${itemId}]`, selection);
      if (entry.checked !== 'on' && entry.checked !== true && entry.checked !== 1 && entry.checked !== '1') continue;
      selections.push({
        kind,
        resource_id: resource,
        item_id: asInteger(`${name}[${resourceId}] item id`, itemId, { required: true, min: 1 })!,
        quantity: asInteger(`${name}[${resourceId}][${itemId}].quantity`, entry.quantity ?? 1, { min: 1, max: 100_000 })!,
      });
    }
  }
  return selections;
}

function persons(value: unknown): number[] {
  const decoded = decodeStructure('persons', value);
  if (decoded === undefined) return [];
  return asList('persons', decoded).map((id, index) => asInteger(`persons[${index}]`, id, { required: true, min: 1 })!);
}

export function toAddBookingRequest(body: Record<string, unknown>): bookings.AddBookingRequest {
  const mode = asText('booking_mode', body.booking_mode, { required: true, max: 20 });
  if (mode !== 'direct_booking' && mode !== 'booking_request') throw invalid('booking_mode must be direct_booking or booking_request');
  const recurring = asText('recurring', body.recurring, { required: true, max: 1 });
  if (recurring !== '0' && recurring !== '1') throw invalid('recurring must be 0 or 1');
  const dateFrom = asText('date_from', body.date_from, { required: true, max: 10 })!;
  const dateTo = asText('date_to', body.date_to, { required: true, max: 10 })!;
  const mainResource = asInteger('main_resource', body.main_resource, { required: true, min: 1 })!;
  const customColor = asFlag('custom_color', body.custom_color);
  const color = asText('color', body.color, { max: 7 });
  if (customColor && color === undefined) throw invalid('color is required when custom_color is 1');
  if (color !== undefined && !HEX_COLOR.test(color)) throw invalid('color must be a hex colour such as #1a2b3c');

  let rule: bookings.RecurrenceRule;
  if (recurring === '1') {
    rule = recurrence(body, dateFrom, dateTo);
  } else if (asFlag('multi_day', body.multi_day)) {
    rule = { type: 'single', date_from: dateFrom, date_to: dateTo, time_from: '00:00', time_to: '24:00', full_day: true };
  } else {
    rule = {
      type: 'single',
      date_from: dateFrom,
      date_to: dateTo,
      time_from: asText('time_from', body.time_from, { required: true, max: 5 })!,
      time_to: asText('time_to', body.time_to, { required: true, max: 5 })!,
      full_day: false,
    };
  }
  const customerId = asInteger('customer_id', body.customer_id, { min: 1 });
  const seasonId = asInteger('season_id', body.season_id, { min: 1 });
  return {
    mode,
    title: asText('title', body.title) ?? '',
    ...(customerId !== undefined && { customer_id: customerId }),
    ...(seasonId !== undefined && { season_id: seasonId }),
    persons: persons(body.persons),
    rule,
    main_resource_id: mainResource,
    part_ids: partIds(body, mainResource),
    category_fields: categoryFields(body.category_fields),
    color: customColor ? color! : '',
    entrance_hall: asFlag('entrance_hall', body.entrance_hall),
    hidden_in_widget: asFlag('booking_hidden_widget', body.booking_hidden_widget),
    internal_comments: asText('internal_comments', body.internal_comments, { max: 10_000 }) ?? '',
    comments: asText('comments', body.comments, { max: 10_000 }) ?? '',
    items: [...items('inventory', 'inventory', body.inventory), ...items('service', 'services', body.services)],
  };
}
