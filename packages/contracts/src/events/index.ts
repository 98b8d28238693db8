// Every event's payload, declared once: producers build it typed by its schema, consumers decode
// it with the same schema (decodeEvent).
export { EVENT_SCHEMA_VERSION, decodeEvent, type DecodedEvent } from './version.ts';
export * from './booking.ts';
export * from './document.ts';
export * from './customer.ts';
export { EVENT_SCHEMAS } from './schemas.ts';
