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
 * The most booking instances one ListBookings reads: about 1 MB of answer, and about 50 MB of the
 * service's memory while it is built (a year of half-hourly bookings on one resource is 17,520).
 */
export const MAX_LISTED_INSTANCES = 20_000;

/** The most calendar events one ListEvents reads. */
export const MAX_LISTED_EVENTS = 20_000;

/** The refusal: the answer would be too large (413 at the gateway, with its plain message). */
export function answerTooLarge(what: string): DomainError {
  return tooLarge(`the answer would be too large: ${what}; narrow the request (a shorter date range)`);
}

/** Refuses a list whose texts and records could not fit in one answer. */
export function requireAnswerFits(what: string, textBytes: number, records: number): void {
  const least = textBytes + records * MIN_RECORD_BYTES;
  if (least > MAX_ANSWER_BYTES) {
    throw answerTooLarge(
      `${what} would take at least ${least} bytes (${textBytes} of text), at most ${MAX_ANSWER_BYTES} fit`,
    );
  }
}
