// The bookings that webhooks render, read several at a time: the events handled side by side
// (fan-out.ts) ask here, and one GetBookings call at a time per manager, zone and catalog version
// answers all that waited meanwhile (at most bookings' limit per call). Never an answer from a call
// sent before the booking was asked for, so what is read is at least as new as the event.
// Speed (bench 'webhooks', 200 booking_add/s, interleaved runs, bench/REPORT.md 2026-12-03): per
// delivered booking, bookings' CPU 3.19/2.78 -> 1.95/2.27 ms, customers' 1.05/0.95 -> 0.55/0.58 ms
// (one GetCustomerNames per call), their Postgres 1.92/1.81 -> 1.16/1.25 ms; a GetBooking an event before.
import { MAX_BOOKINGS_PER_GET, type bookings } from '@venue/contracts';
import type { CallContext } from '@venue/platform';
import type { PeerClients } from '../peers.ts';

interface Waiting {
  id: number;
  resolve(booking: bookings.Booking__Output | undefined): void;
  reject(error: unknown): void;
}

interface Lane {
  context: CallContext;
  waiting: Waiting[];
  underWay: boolean;
}

export interface BookingReader {
  /** The booking as GetBooking answers it, or undefined when the manager has none by that id. */
  get(context: CallContext, id: number): Promise<bookings.Booking__Output | undefined>;
}

export function bookingReader(peers: Pick<PeerClients, 'bookings'>): BookingReader {
  const lanes = new Map<string, Lane>();

  async function send(key: string, lane: Lane): Promise<void> {
    lane.underWay = true;
    const batch = lane.waiting.splice(0, MAX_BOOKINGS_PER_GET);
    try {
      const answer = await peers.bookings.GetBookings({ ids: [...new Set(batch.map((waiting) => waiting.id))] }, lane.context);
      const byId = new Map(answer.bookings.map((booking) => [booking.id, booking]));
      for (const waiting of batch) waiting.resolve(byId.get(waiting.id));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
    lane.underWay = false;
    if (lane.waiting.length > 0) void send(key, lane);
    else lanes.delete(key);
  }

  return {
    get(context, id) {
      const key = `${context.managerId}|${context.timezone}|${context.catalogVersion ?? ''}`;
      let lane = lanes.get(key);
      if (!lane) {
        lane = { context, waiting: [], underWay: false };
        lanes.set(key, lane);
      }
      const joined = lane;
      return new Promise((resolve, reject) => {
        joined.waiting.push({ id, resolve, reject });
        if (!joined.underWay) void send(key, joined);
      });
    },
  };
}
