// The booking scenarios' baseline process (bench/monolith-server.ts): started for one manager,
// pinned like the services (BENCH_CPUS), and the bodies of its one route, POST /bookings.
import http from 'node:http';
import type { ScenarioContext } from '../scenarios/context.ts';
import { postJsonParsed } from './json-post.ts';
import { freePort } from './ports.ts';
import { spawnService, stopChild, waitForHttp, type Child } from './processes.ts';

export interface Monolith {
  url: string;
  child: Child;
  /** POST /bookings on a kept-alive connection. */
  book(body: Record<string, unknown>): Promise<{ status: number; body: unknown }>;
  stop(): Promise<void>;
}

export async function startMonolith(ctx: ScenarioContext, managerId: number): Promise<Monolith> {
  const port = await freePort();
  const child = spawnService(
    'monolith',
    'bench/monolith-server.ts',
    { DATABASE_URL: ctx.database.url, PORT: String(port), HOST: '127.0.0.1', MANAGER_ID: String(managerId) },
    // Not part of the build: through tsx, which compiles it once at load and costs nothing per
    // request (as the read baseline).
    { cwd: ctx.root, nodeArgs: ctx.nodeArgs, runtime: 'tsx', nodeBinary: ctx.settings.nodeBinary, cpus: ctx.settings.cpus },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(child, `${url}/readyz`);
  const agent = new http.Agent({ keepAlive: true });
  return {
    url,
    child,
    book: (body) => postJsonParsed(`${url}/bookings`, body, agent),
    stop: async () => {
      agent.destroy();
      await stopChild(child);
    },
  };
}

/** One timed booking of a whole resource on one date. */
export function monolithSingleBody(resourceId: number, date: string, from: string, to: string) {
  return { resource_id: resourceId, date_from: date, time_from: from, time_to: to };
}

/** A series: every `everyDays` days from dateFrom to dateTo (1: daily, 7: weekly), same times. */
export function monolithSeriesBody(
  resourceId: number,
  dateFrom: string,
  dateTo: string,
  everyDays: number,
  from: string,
  to: string,
) {
  return { resource_id: resourceId, date_from: dateFrom, date_to: dateTo, every_days: everyDays, time_from: from, time_to: to };
}
