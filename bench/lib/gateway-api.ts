// The gateway calls the bench makes to set up its data (resource_add, opening_times_set,
// booking_add), as a manager would: JSON bodies carrying the api_secret_key.
import http from 'node:http';
import { postJsonParsed } from './json-post.ts';
import { RawHttpPool, type RawAnswer } from './raw-http.ts';
export interface Answer {
  status: number;
  body: { success?: boolean; data?: unknown; total?: number; error?: unknown; message?: unknown };
}

export class GatewayApi {
  constructor(
    readonly baseUrl: string,
    readonly apiKey: string,
  ) {}

  async post(path: string, body: Record<string, unknown>): Promise<Answer> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ api_secret_key: this.apiKey, ...body }),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  }

  /** Like post, but anything other than 200 with success is an error naming the call. */
  async postOk(path: string, body: Record<string, unknown>): Promise<Answer['body']> {
    const answer = await this.post(path, body);
    if (answer.status !== 200 || !answer.body.success) {
      throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 500)}`);
    }
    return answer.body;
  }

  /** A GET with the key added to the query; the body is returned as text (it may be large). */
  async get(path: string, query: Record<string, string>): Promise<{ status: number; text: string }> {
    const params = new URLSearchParams({ api_secret_key: this.apiKey, ...query });
    const response = await fetch(`${this.baseUrl}${path}?${params}`);
    return { status: response.status, text: await response.text() };
  }

  /** A GET for a measured loop: see raw-http.ts (the body is counted, not kept). */
  getBytes(path: string, query: Record<string, string>): Promise<RawAnswer> {
    const params = new URLSearchParams({ api_secret_key: this.apiKey, ...query });
    return this.raw.get(`${path}?${params}`);
  }

  private rawPool?: RawHttpPool;
  private get raw(): RawHttpPool {
    return (this.rawPool ??= new RawHttpPool(this.baseUrl));
  }

  /**
   * A JSON POST for a measured loop, through node's http client on kept-alive connections (an
   * agent of its own; getBytes has its raw sockets): json-post.ts.
   */
  postFast(path: string, body: Record<string, unknown>): Promise<Answer> {
    return postJsonParsed<Answer['body']>(`${this.baseUrl}${path}`, { api_secret_key: this.apiKey, ...body }, this.agent);
  }

  private readonly agent = new http.Agent({ keepAlive: true });

  /** Closes the kept-alive connections of getBytes (raw sockets) and postFast (the agent). */
  close(): void {
    this.agent.destroy();
    this.rawPool?.close();
  }

  async addResource(title: string, parentId?: number): Promise<number> {
    const body = await this.postOk('/api/v2/resource_add', {
      title,
      ...(parentId === undefined
        ? { street_hnr: 'Hauptstraße 1', zip: '10115', city: 'Berlin', country: 'DE' }
        : { parent_id: parentId }),
    });
    const id = (body.data as { id?: unknown } | undefined)?.id;
    if (typeof id !== 'number') throw new Error(`resource_add gave no id: ${JSON.stringify(body)}`);
    return id;
  }

  async setOpeningTimes(resourceId: number, windows: { weekday: string; from: string; to: string }[]) {
    await this.postOk('/api/internal/opening_times_set', { resource_id: resourceId, opening_times: windows });
  }
}

/** booking_add body (spec 4.8) of one timed single booking of a whole main resource. */
export function singleBookingBody(resourceId: number, date: string, from: string, to: string) {
  return {
    booking_mode: 'direct_booking',
    recurring: '0',
    date_from: date,
    date_to: date,
    time_from: from,
    time_to: to,
    main_resource: resourceId,
    resource_parts: { [resourceId]: [] },
  };
}

/** booking_add body of a daily series (every date from..to, same times). */
export function dailySeriesBody(
  resourceId: number,
  dateFrom: string,
  dateTo: string,
  from: string,
  to: string,
) {
  return {
    booking_mode: 'direct_booking',
    recurring: '1',
    recurrence_type: 'day',
    daily_recurrence: { from, to, full_day: 0 },
    date_from: dateFrom,
    date_to: dateTo,
    time_from: '00:00',
    time_to: '00:00',
    main_resource: resourceId,
    resource_parts: { [resourceId]: [] },
  };
}

/** booking_add body of a weekly series: one weekday, from–to, every week from..to. */
export function weeklySeriesBody(
  resourceId: number,
  dateFrom: string,
  dateTo: string,
  day: string,
  from: string,
  to: string,
) {
  return {
    booking_mode: 'direct_booking',
    title: 'Weekly bench series',
    recurring: '1',
    recurrence_type: 'week',
    weekly_type_select: 'week',
    weekly_recurrence: [{ day, from, to }],
    date_from: dateFrom,
    date_to: dateTo,
    time_from: '00:00',
    time_to: '00:00',
    main_resource: resourceId,
    resource_parts: { [resourceId]: [] },
  };
}

/** The id of booking_add's answer (data: [{id, message}]). */
export function bookingIdOf(body: Answer['body']): number {
  const id = (body.data as { id?: unknown }[] | undefined)?.[0]?.id;
  if (typeof id !== 'number')
    throw new Error(`booking_add gave no id: ${JSON.stringify(body).slice(0, 300)}`);
  return id;
}
