// The live bookings on no invoice (ListUnbilled): counted before they are read, refused beyond
// MAX_UNBILLED, and the memory they will hold reserved from the heavy read budget first
// (HEAVY_READ_BUDGET_MB, platform's memory-budget.ts).
import { tooLarge, type Admit, type CallContext } from '@venue/platform';
import type { Executor } from '../database.ts';
import { MAX_UNBILLED, unbilledBookings, unbilledSize } from './booking-fact.repository.ts';

/**
 * What an unbilled booking holds until its answer is sent, besides its title: 160 bytes as read,
 * 136 as its message (measured with --expose-gc, heap held after a full collection, at 10,000),
 * rounded up. Its title is held as read and once more encoded.
 */
export const UNBILLED_BOOKING_BYTES = 400;

export async function listUnbilled(db: Executor, context: CallContext, admit: Admit) {
  // One more than may be answered tells that there are more, without reading them all.
  const size = await unbilledSize(db, context.managerId, MAX_UNBILLED + 1);
  if (size.bookings > MAX_UNBILLED) throw tooMany();
  await admit(size.bookings * UNBILLED_BOOKING_BYTES + 2 * size.titleBytes);
  const rows = await unbilledBookings(db, context.managerId, MAX_UNBILLED + 1);
  // Written since they were counted: still no more than the bound.
  if (rows.length > MAX_UNBILLED) throw tooMany();
  return rows;
}

const tooMany = () =>
  tooLarge(`the answer would be too large: more than ${MAX_UNBILLED} bookings are on no invoice; invoice or cancel some first`);
