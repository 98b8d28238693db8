// Ids of new bookings and of their instances, known before the booking is written: its created
// event names them, and the event is built in TypeScript from the contracts schema and written by
// the same statement as the booking (one round trip: booking.repository.ts writeNewBooking).
// Postgres still hands them out (the identity columns' sequences), a block at a time per process:
// a process that stops loses the rest of its blocks (gaps, which sequences have anyway), and
// bookings written by different replicas are not in id order.
import { sql } from 'kysely';
import type { Executor } from '../database.ts';

/** Ids of one table's sequence, taken from Postgres a block at a time. */
class IdBlock {
  private ids: number[] = [];
  private refill: Promise<void> | undefined;

  constructor(
    private readonly db: Executor,
    private readonly table: 'booking' | 'booking_instance',
    private readonly blockSize: number,
  ) {}

  async take(count: number): Promise<number[]> {
    while (this.ids.length < count) {
      this.refill ??= this.fetch(Math.max(count, this.blockSize)).finally(() => (this.refill = undefined));
      await this.refill;
    }
    return this.ids.splice(0, count);
  }

  private async fetch(count: number): Promise<void> {
    const { rows } = await sql<{ id: number }>`
      select nextval(pg_get_serial_sequence(${this.table}::text, 'id')) as id from generate_series(1, ${count}::int)`.execute(this.db);
    this.ids.push(...rows.map((row) => row.id));
  }
}

export class NewIds {
  private readonly bookings: IdBlock;
  private readonly instances: IdBlock;

  constructor(db: Executor) {
    this.bookings = new IdBlock(db, 'booking', 100);
    // A weekly series takes 52 at once.
    this.instances = new IdBlock(db, 'booking_instance', 1000);
  }

  /** An id for a new booking and one for each of its `instances` instances. */
  async forBooking(instances: number): Promise<{ bookingId: number; instanceIds: number[] }> {
    const [[bookingId], instanceIds] = await Promise.all([this.bookings.take(1), this.instances.take(instances)]);
    return { bookingId: bookingId!, instanceIds };
  }
}
