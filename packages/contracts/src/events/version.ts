// Every event's payload says which version of its schema it follows (`schema_version`). A change
// that a consumer of the version before could misread (a field removed, renamed or given another
// meaning) is a new version; a field added is not (consumers ignore fields they do not know).
import { Type, type TSchema, type Static } from 'typebox';
import { Value } from 'typebox/value';

/** The version every event published now carries. */
export const EVENT_SCHEMA_VERSION = 1;

export const SchemaVersion = Type.Literal(EVENT_SCHEMA_VERSION);

/** What a consumer makes of an event's payload. */
export type DecodedEvent<T> =
  | { ok: true; data: T }
  /** `newer_version`: written by a producer newer than this consumer; `invalid`: fails its schema. */
  | { ok: false; reason: 'newer_version' | 'invalid'; detail: string };

/**
 * Decodes a payload with its schema. Fields the schema does not name are left in place and
 * ignored; an event published before versions were stamped on events is read as version 1.
 */
export function decodeEvent<S extends TSchema>(schema: S, data: unknown): DecodedEvent<Static<S>> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { ok: false, reason: 'invalid', detail: 'the payload is not an object' };
  }
  const version = (data as { schema_version?: unknown }).schema_version;
  if (typeof version === 'number' && version > EVENT_SCHEMA_VERSION) {
    return { ok: false, reason: 'newer_version', detail: `schema_version ${version}; this consumer reads ${EVENT_SCHEMA_VERSION}` };
  }
  const versioned = version === undefined ? { ...data, schema_version: EVENT_SCHEMA_VERSION } : data;
  if (!Value.Check(schema, versioned)) {
    const [first] = Value.Errors(schema, versioned);
    return { ok: false, reason: 'invalid', detail: first ? `${first.instancePath || 'payload'} ${first.message}` : 'invalid payload' };
  }
  return { ok: true, data: versioned as Static<S> };
}
