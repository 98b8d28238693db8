// Data of the booking scenarios: resources made through the gateway (resource_add), existing
// bookings made fast through the bookings service's gRPC AddBooking (daily series, so one call
// writes up to a month of instances), and counts read back from the bookings schema.
import pg from 'pg';
import { bookingsPackage, localDateOf, type bookings } from '@venue/contracts';
import { createGrpcClient, type CallContext } from '@venue/platform';
import { addDays } from './dates.ts';
import type { GatewayApi } from './gateway-api.ts';
import { mapLimit } from './pool.ts';

export const TIMEZONE = 'Europe/Berlin';

export function createBookingsClient(address: string, deadlineMs = 60_000) {
  return createGrpcClient(bookingsPackage().BookingsService, address, deadlineMs);
}

export type BookingsClient = ReturnType<typeof createBookingsClient>['call'];

/** `count` main resources named `<prefix> <n>`; every `partsEvery`-th one gets two parts. */
export async function createResources(
  api: GatewayApi,
  prefix: string,
  count: number,
  options: { partsEvery?: number; concurrency?: number } = {},
): Promise<number[]> {
  const indexes = Array.from({ length: count }, (_, index) => index);
  return mapLimit(indexes, options.concurrency ?? 8, async (index) => {
    const id = await api.addResource(`${prefix} ${index + 1}`);
    if (options.partsEvery && index % options.partsEvery === 0) {
      await api.addResource(`${prefix} ${index + 1} / part A`, id);
      await api.addResource(`${prefix} ${index + 1} / part B`, id);
    }
    return id;
  });
}

function dailySeries(
  resourceId: number,
  dateFrom: string,
  dateTo: string,
  from: number,
  to: number,
): bookings.AddBookingRequest {
  return {
    mode: 'BOOKING_MODE_DIRECT',
    title: 'bench seed',
    recurrence: {
      start_date: localDateOf(dateFrom),
      end_date: localDateOf(dateTo),
      daily: { times: { start_minute: from, end_minute: to } },
    },
    main_resource_id: resourceId,
    part_ids: [],
    // Seed data may fall outside a resource's opening times: the manager's override.
    ignore_opening_times: true,
  };
}

/**
 * About `total` instances spread evenly over the resources and the `days` dates from `dateFrom`:
 * per resource, daily series over every date (3-hour bands from 06:00, 60 or 90 minutes, shifted
 * by the resource) and one shorter series for the rest. Returns the number of AddBooking calls.
 */
export async function seedInstances(
  client: BookingsClient,
  context: CallContext,
  resourceIds: number[],
  dateFrom: string,
  days: number,
  total: number,
  concurrency = 8,
): Promise<number> {
  const perResource = Math.floor(total / Math.max(1, resourceIds.length));
  const fullSeries = Math.floor(perResource / days);
  const rest = perResource - fullSeries * days;
  if (fullSeries + (rest > 0 ? 1 : 0) > 6) throw new Error(`at most ${6 * days} instances per resource`);
  const calls: bookings.AddBookingRequest[] = [];
  resourceIds.forEach((resourceId, index) => {
    const band = (series: number) => 6 * 60 + series * 180 + (index % 3) * 30;
    const length = (series: number) => 60 + (series % 2) * 30;
    for (let series = 0; series < fullSeries; series += 1) {
      calls.push(
        dailySeries(
          resourceId,
          dateFrom,
          addDays(dateFrom, days - 1),
          band(series),
          band(series) + length(series),
        ),
      );
    }
    if (rest > 0) {
      const series = fullSeries;
      calls.push(
        dailySeries(
          resourceId,
          dateFrom,
          addDays(dateFrom, rest - 1),
          band(series),
          band(series) + length(series),
        ),
      );
    }
  });
  await mapLimit(calls, concurrency, (request) => client.AddBooking(request, context));
  return calls.length;
}

/** Bookings and booking instances of one manager (only those of these main resources, if given). */
export async function countBookings(
  databaseUrl: string,
  managerId: number,
  mainResourceIds?: number[],
): Promise<{ bookings: number; instances: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ bookings: string; instances: string }>(
      `with b as (select id from bookings.booking
                   where manager_id = $1 and ($2::bigint[] is null or main_resource_id = any($2::bigint[])))
       select (select count(*) from b) as bookings,
              (select count(*) from bookings.booking_instance i join b on b.id = i.booking_id) as instances`,
      [managerId, mainResourceIds ?? null],
    );
    return { bookings: Number(rows[0]?.bookings ?? 0), instances: Number(rows[0]?.instances ?? 0) };
  } finally {
    await client.end();
  }
}

/** Instances of one booking (the weekly series check). */
export async function instancesOfBooking(databaseUrl: string, bookingId: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'select count(*) as n from bookings.booking_instance where booking_id = $1',
      [bookingId],
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}
