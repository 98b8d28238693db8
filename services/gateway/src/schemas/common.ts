// Schema pieces shared by the routes. Every API route accepts api_secret_key where the key may
// travel, so the OpenAPI document shows it.
import { Type, type TProperties, type TUnsafe } from 'typebox';
import { MAX_YEAR, MIN_YEAR } from '@venue/contracts';
import { invalid } from '@venue/platform';

export const apiKeyParam = {
  api_secret_key: Type.Optional(Type.String({ maxLength: 256, description: 'API key' })),
};

/** The largest id: Postgres integer (ids in bigint columns are held to it too). */
export const MAX_ID = 2_147_483_647;

/**
 * A whole number as text: decimal digits, no sign, no leading zero, no blanks, no fraction or
 * exponent, at most 15 digits (so the number is exact; the range is checked as a number after).
 */
export const WHOLE_PATTERN = '^(0|[1-9][0-9]{0,14})$';
const WHOLE = new RegExp(WHOLE_PATTERN);

/**
 * A whole number from `minimum` to `maximum`, strictly. Ajv runs with coerceTypes 'array', and its
 * coercion to integer takes anything JavaScript's `==` reads as a number ("0x10" is 16, "1e3" is
 * 1000, " 5" is 5, true is 1). So the value is first read as text (a JSON number becomes its
 * decimal text, which keeps 16.5, 1e21 and Infinity out) and must be plain digits; only then is it
 * coerced to an integer and range-checked. The refusal names the parameter: "must be a whole
 * number from … to …", or "must be at least / at most …" (validation-message.ts recognises it).
 */
export function Whole(
  minimum: number,
  maximum: number,
  options: { description?: string; default?: number } = {},
): TUnsafe<number> {
  return Type.Unsafe<number>({
    ...options,
    allOf: [
      { type: 'string', pattern: WHOLE_PATTERN },
      { type: 'integer', minimum, maximum },
    ],
  });
}

/** A decimal number as written by hand: an optional minus, digits, optionally a fraction. */
export const DECIMAL_PATTERN = '^-?(0|[1-9][0-9]{0,14})(\\.[0-9]{1,15})?$';

/**
 * A number from `minimum` to `maximum` written plainly in decimal, as Whole is for whole numbers:
 * the text rule keeps out what Ajv's coercion would turn into a number (true, "0x10", " 5").
 */
export function Decimal(
  minimum: number,
  maximum: number,
  options: { description?: string } = {},
): TUnsafe<number> {
  return Type.Unsafe<number>({
    ...options,
    allOf: [
      { type: 'string', pattern: DECIMAL_PATTERN },
      { type: 'number', minimum, maximum },
    ],
  });
}

/** An id: a whole number from 1 to MAX_ID, as every id parameter of the gateway takes it. */
export const Id = Whole(1, MAX_ID);

/** An id as an object key (customfields[<id>]): 1 to MAX_ID written plainly, as a pattern. */
export const ID_KEY_PATTERN =
  '^([1-9][0-9]{0,8}|1[0-9]{9}|20[0-9]{8}|21[0-3][0-9]{7}|214[0-6][0-9]{6}|2147[0-3][0-9]{5}|21474[0-7][0-9]{4}|214748[0-2][0-9]{3}|2147483[0-5][0-9]{2}|21474836[0-3][0-9]|214748364[0-7])$';

/** An id where 0 means none (all groups, no category…). */
export const IdOrZero = (description: string) => Whole(0, MAX_ID, { description });

/**
 * An id found outside a schema (an object key such as resource_parts[<id>], an entry of a comma
 * list, an item of a decoded structure): the same rule as Id, with a message naming `name`.
 */
export function parseId(name: string, value: unknown, { min = 1 } = {}): number {
  const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : value;
  const number = typeof text === 'string' && WHOLE.test(text) ? Number(text) : NaN;
  if (!(number >= min && number <= MAX_ID))
    throw invalid(`${name} must be a whole number from ${min} to ${MAX_ID}`);
  return number;
}

export const ShortText = (maxLength = 255) => Type.String({ maxLength });

/**
 * Y-m-d with a year from MIN_YEAR to MAX_YEAR (1900–2200, contracts' limits.ts): the dates every
 * date parameter accepts, so that every instant derived from one fits Postgres and prints with
 * four digits. The pattern spells those years out (a test holds it to the limits). Whether the
 * date exists (30 February) is checked by the routes' mappings.
 */
export const DATE_PATTERN = '^(19[0-9]{2}|2[01][0-9]{2}|2200)-[0-9]{2}-[0-9]{2}$';

/** The message of a date outside the rule, for the schema refusal and the mappings alike. */
export const dateRule = (name: string) =>
  `${name} must be a date (Y-m-d) from ${MIN_YEAR}-01-01 to ${MAX_YEAR}-12-31`;

export const DateYmd = (description = 'Y-m-d') =>
  Type.String({ pattern: DATE_PATTERN, description: `${description}; years ${MIN_YEAR}–${MAX_YEAR}` });

/** An object schema that also accepts the API key. */
export function withApiKey<P extends TProperties>(properties: P) {
  return Type.Object({ ...properties, ...apiKeyParam });
}

export const Envelope = Type.Object({
  data: Type.Unknown(),
  total: Type.Optional(Type.Integer()),
  success: Type.Boolean(),
});
