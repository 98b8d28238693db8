// The booking scenarios' baseline: one plain Fastify + pg process that books what booking_add
// books, written as a developer would without services: a JSON body checked by a route schema,
// a pg pool, one transaction per booking that inserts the booking, its instances, their occupancy
// under the same exclusion constraint (the bench database's own `bookings` tables) and an outbox
// row, and answers 409 when the constraint refuses it. No auth, no rate limit, no gRPC, no
// logging, no opening times or holidays: the floor the stack's booking_add is compared to.
// Environment: DATABASE_URL, PORT, HOST, MANAGER_ID (the one manager it books for), DB_POOL_MAX
// (default 10, as the services).
import Fastify from 'fastify';
import pg from 'pg';

pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DB_POOL_MAX || 10),
});
const MANAGER_ID = Number(process.env.MANAGER_ID);
if (!Number.isSafeInteger(MANAGER_ID) || MANAGER_ID <= 0) throw new Error('MANAGER_ID must be a manager id');
const TIME_ZONE = 'Europe/Berlin';
/** Not one of the subjects the services consume: the stack's relay publishes it, nobody applies it. */
const CREATED_SUBJECT = 'venue.monolith.booking.created';

interface BookingBody {
  resource_id: number;
  date_from: string;
  /** With every_days: a series from date_from to date_to (a weekly one: 7). */
  date_to?: string;
  every_days?: number;
  time_from: string;
  time_to: string;
  title?: string;
}

const date = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
const time = { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' };
const bookingSchema = {
  body: {
    type: 'object',
    required: ['resource_id', 'date_from', 'time_from', 'time_to'],
    properties: {
      resource_id: { type: 'integer', minimum: 1 },
      date_from: date,
      date_to: date,
      every_days: { type: 'integer', minimum: 1, maximum: 366 },
      time_from: time,
      time_to: time,
      title: { type: 'string', maxLength: 200 },
    },
  },
};

const app = Fastify({ logger: false });

app.get('/readyz', async () => {
  await pool.query('select 1');
  return { status: 'ready' };
});

app.post<{ Body: BookingBody }>('/bookings', { schema: bookingSchema }, async (request, reply) => {
  const body = request.body;
  const dateTo = body.date_to ?? body.date_from;
  if (body.time_to <= body.time_from || dateTo < body.date_from)
    return reply.status(400).send({ success: false, error: 'the booking ends before it starts' });

  const { rowCount } = await pool.query(
    'select 1 from resources.resource where id = $1 and manager_id = $2 and parent_id is null',
    [body.resource_id, MANAGER_ID],
  );
  if (rowCount === 0) return reply.status(404).send({ success: false, error: 'resource not found' });

  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows: [booking] } = await client.query<{ id: number; version: number }>(
      `insert into bookings.booking (manager_id, title, status, main_resource_id, created_by)
       values ($1, $2, 'live', $3, $1) returning id, version`,
      [MANAGER_ID, body.title ?? '', body.resource_id],
    );
    const { rows: instances } = await client.query<{ id: number; starts_at: Date; ends_at: Date }>(
      `insert into bookings.booking_instance (manager_id, booking_id, resource_id, starts_at, ends_at)
       select $1, $2, $3, (day + $4::time) at time zone $6, (day + $5::time) at time zone $6
         from generate_series(0, $8::date - $7::date, $9::int) as n, lateral (select $7::date + n as day) as d
       returning id, starts_at, ends_at`,
      [MANAGER_ID, booking!.id, body.resource_id, body.time_from, body.time_to, TIME_ZONE, body.date_from, dateTo, body.every_days ?? 1],
    );
    // The whole resource is its own unit, claimed exclusively (the instance's id as the claim).
    await client.query(
      `insert into bookings.occupancy (booking_id, instance_id, unit_id, period, claim, blocking)
       select booking_id, id, resource_id, tstzrange(starts_at, ends_at), id, true
         from bookings.booking_instance where booking_id = $1`,
      [booking!.id],
    );
    const event = {
      booking_id: booking!.id,
      manager_id: MANAGER_ID,
      version: booking!.version,
      main_resource_id: body.resource_id,
      instances: instances.map((i) => ({ id: i.id, from: i.starts_at.toISOString(), to: i.ends_at.toISOString() })),
    };
    await client.query('insert into bookings.outbox (subject, payload) values ($1, $2)', [CREATED_SUBJECT, event]);
    await client.query('commit');
    return { success: true, data: [{ id: booking!.id, instances: instances.length }] };
  } catch (error) {
    await client.query('rollback');
    if ((error as { code?: string }).code === '23P01')
      return reply.status(409).send({ success: false, error: 'the time is already booked' });
    throw error;
  } finally {
    client.release();
  }
});

let closing = false;
async function shutdown(): Promise<void> {
  if (closing) process.exit(1);
  closing = true;
  await app.close();
  await pool.end();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

await app.listen({ port: Number(process.env.PORT || 0), host: process.env.HOST || '127.0.0.1' });
