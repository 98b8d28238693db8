import { Type, type TSchema } from 'typebox';
import { DateYmd, Decimal, Id, ID_KEY_PATTERN, IdOrZero, ShortText, Whole, withApiKey } from './common.ts';

const CustomFieldId = Type.String({ pattern: ID_KEY_PATTERN });

/**
 * A list as a JSON body sends it (an array), or as a form body does (list[0]=…&list[1]=…): the
 * form parser keeps bracketed keys as an object ({"0": …, "1": …}) so that customfields[<id>]
 * stays keyed by id. Routes turn both into an array with listOf().
 */
function FormList<T extends TSchema>(item: T, maxItems: number) {
  return Type.Union([
    Type.Array(item, { maxItems }),
    Type.Record(Type.String({ pattern: '^(0|[1-9][0-9]{0,3})$' }), item, {
      additionalProperties: false,
      maxProperties: maxItems,
    }),
  ]);
}

/** The items of a FormList value, in index order. */
export function listOf<T>(value: T[] | Record<string, T>): T[] {
  if (Array.isArray(value)) return value;
  return Object.keys(value)
    .sort((a, b) => Number(a) - Number(b))
    .map((key) => value[key]!);
}

export const ResourceAddBody = withApiKey({
  title: Type.String({ minLength: 1, maxLength: 255 }),
  parent_id: Type.Optional(Id),
  platform_status: Type.Optional(Whole(0, 1)),
  street_hnr: Type.Optional(ShortText()),
  zip: Type.Optional(ShortText(32)),
  city: Type.Optional(ShortText()),
  country: Type.Optional(
    Type.String({ pattern: '^([A-Za-z]{2})?$', description: 'two-letter country code' }),
  ),
  contact_person: Type.Optional(ShortText()),
  phone: Type.Optional(ShortText(64)),
  fax: Type.Optional(ShortText(64)),
  internal_comment: Type.Optional(Type.String({ maxLength: 10_000 })),
  public_comment: Type.Optional(Type.String({ maxLength: 10_000 })),
  lat: Type.Optional(Decimal(-90, 90)),
  lng: Type.Optional(Decimal(-180, 180)),
  tags: Type.Optional(Type.String({ maxLength: 5000, description: 'comma-separated' })),
  customfields: Type.Optional(
    Type.Record(CustomFieldId, Type.Union([Type.String({ maxLength: 255 }), Type.Number()]), {
      additionalProperties: false,
      description: 'custom field id -> value; main resources only',
    }),
  ),
});

export const ResourceParams = Type.Object({ id: Id });

export const CustomFieldAddBody = withApiKey({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  type: Type.Union([Type.Literal('numeric'), Type.Literal('select')]),
  options: Type.Optional(
    Type.Union([Type.String({ maxLength: 10_000 }), FormList(Type.String({ maxLength: 255 }), 200)], {
      description: 'select options, as a list or comma-separated',
    }),
  ),
});

export const CategoryAddBody = withApiKey({ name: Type.String({ minLength: 1, maxLength: 255 }) });

export const ResourceUpdateBody = withApiKey({
  resource_id: Id,
  category_id: Type.Optional(IdOrZero('0 clears it')),
  image: Type.Optional(Type.String({ maxLength: 2000, description: 'image URL' })),
});

export const ScheduleQuery = withApiKey({ resource_id: Id });

const Weekday = Type.Union([
  Whole(1, 7),
  ...['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => Type.Literal(day)),
]);

export const OpeningTimesSetBody = withApiKey({
  resource_id: Id,
  opening_times: FormList(
    Type.Object({
      weekday: Weekday,
      from: Type.String({ maxLength: 5, description: 'H:i' }),
      to: Type.String({ maxLength: 5, description: 'H:i, 24:00 allowed' }),
    }),
    168,
  ),
});

export const HolidayAddBody = withApiKey({
  resource_id: Id,
  title: Type.String({ minLength: 1, maxLength: 255 }),
  from: DateYmd('Y-m-d'),
  to: DateYmd('Y-m-d, inclusive'),
});

export const HolidayDeleteBody = withApiKey({ holiday_id: Id });
