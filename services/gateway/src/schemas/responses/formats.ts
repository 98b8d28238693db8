// The value formats of the v2 answers (spec 2.x), as schema pieces. Patterns are exact so that the
// OpenAPI document states the format and the response test catches a value that drifts from it.
import { Type, type TObjectOptions, type TProperties, type TSchema } from 'typebox';

export const Id = Type.Integer({ minimum: 1 });
export const DateYmd = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'Y-m-d' });
export const TimeHi = Type.String({
  pattern: '^(([01]\\d|2[0-3]):[0-5]\\d|24:00)$',
  description: 'H:i (24:00 ends a day)',
});
export const DateTimeYmdHi = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$',
  description: 'Y-m-d H:i',
});
export const DateTimeYmdHis = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$',
  description: 'Y-m-d H:i:s',
});
export const IsoWithOffset = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?[+-]\\d{2}:\\d{2}$',
  description: 'ISO 8601 timestamp with offset',
});

/** A string from a closed set (OpenAPI: type string with enum). */
export function OneOf<const V extends string>(values: readonly V[], description?: string) {
  return Type.Unsafe<V>({ type: 'string', enum: [...values], ...(description && { description }) });
}

/** A value or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * An object whose keys are ids (custom field ids, instance ids, …) and whose values share one
 * shape. additionalProperties, not patternProperties: OpenAPI 3.0 has only the former.
 */
export const MapOf = <T extends TSchema>(value: T, description: string) =>
  Type.Object({}, { additionalProperties: value, description });

/** An object with exactly these fields (additionalProperties false). */
export function Exact<P extends TProperties>(properties: P, options: TObjectOptions = {}) {
  return Type.Object(properties, { additionalProperties: false, ...options });
}
