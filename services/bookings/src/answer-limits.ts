// How much one list answer may hold, checked before the answer is read: a list whose stored data
// has grown past these is refused with RESOURCE_EXHAUSTED (the gateway's 413, "narrow the
// request") instead of being loaded into memory whole, only for grpc-js to refuse to carry it.
import { tooLarge, type DomainError } from '@venue/platform';

/** What one gRPC message carries at most (grpc-js's default receive limit, the gateway's). */
export const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

/**
 * The least an instance, a booking or an event takes of an encoded answer besides its texts
 * (measured: 35, 40 and 55 bytes with empty texts). Texts plus this much per record is a lower
 * bound of the answer's size: a list over MAX_ANSWER_BYTES by it could never be carried.
 */
export const MIN_RECORD_BYTES = 32;

/**
 * The most booking instances one ListBookings reads: about 1 MB of answer, and 15–40 MB of the
 * service's memory while it is built (LISTED_RECORD_BYTES; a year of half-hourly bookings on one
 * resource is 17,520).
 */
export const MAX_LISTED_INSTANCES = 20_000;

/** The most calendar events one ListEvents reads. */
export const MAX_LISTED_EVENTS = 20_000;

// What a large read holds of the service's memory until its answer is sent, reserved from the
// heavy read budget before it reads (HEAVY_READ_BUDGET_MB, platform's memory-budget.ts). Measured
// with --expose-gc as the heap a list holds after a full collection, at 20,000 records:
// - a booking or an instance of ListBookings: 330–460 bytes as read (rows), 260–380 as the view
//   built from them, 250–345 as its proto message (20,000 bookings of one instance each: rows and
//   views together 805 bytes a record; 160 bookings of 125 instances: 565);
// - an event of ListEvents: 433 bytes as read, 793 as its view, 393 as its message;
// - availability at its worst (every other minute booked, one-minute slots): 23 bytes of windows
//   a slot offered, and 16 per busy period read (kept outside the heap, in a Float64Array).
// Texts are held once as read (the view and message share the strings) and once more encoded.

/** What a listed booking or instance holds (rows and views, 805 bytes at most, measured), rounded up. */
export const LISTED_RECORD_BYTES = 1_000;

/** What a listed event holds (its row and view, 1,226 bytes, measured), rounded up. */
export const LISTED_EVENT_BYTES = 1_500;

/** What a slot an availability search may offer holds at most (windows and busy periods, 39 bytes, measured). */
export const SEARCHED_SLOT_BYTES = 40;

/** The memory a list of `records` holding `textBytes` of text takes while it is answered. */
export function heldBytes(records: number, bytesPerRecord: number, textBytes = 0): number {
  return records * bytesPerRecord + 2 * textBytes;
}

/** The refusal: the answer would be too large (413 at the gateway, with its plain message). */
export function answerTooLarge(what: string): DomainError {
  return tooLarge(`the answer would be too large: ${what}; narrow the request (a shorter date range)`);
}

/** Could a list of these texts and records fit in one answer? */
export function answerMayFit(textBytes: number, records: number): boolean {
  return textBytes + records * MIN_RECORD_BYTES <= MAX_ANSWER_BYTES;
}

/** Refuses a list whose texts and records could not fit in one answer. */
export function requireAnswerFits(what: string, textBytes: number, records: number): void {
  if (!answerMayFit(textBytes, records)) {
    const least = textBytes + records * MIN_RECORD_BYTES;
    throw answerTooLarge(
      `${what} would take at least ${least} bytes (${textBytes} of text), at most ${MAX_ANSWER_BYTES} fit`,
    );
  }
}
