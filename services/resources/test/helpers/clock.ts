// "Today" as a manager in some time zone sees it, computed with Intl alone (independently of the
// service's own helpers), and a zone choice that keeps tests away from a local midnight.

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export interface LocalToday {
  /** Y-m-d */
  date: string;
  /** 1 = Monday … 7 = Sunday */
  weekday: number;
  hour: number;
}

export function localToday(timeZone: string, at: Date = new Date()): LocalToday {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = WEEKDAYS.indexOf(part('weekday')) + 1;
  if (weekday === 0) throw new Error(`unexpected weekday ${part('weekday')}`);
  return { date: `${part('year')}-${part('month')}-${part('day')}`, weekday, hour: Number(part('hour')) };
}

/** The Y-m-d that is `days` days after a Y-m-d (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const CANDIDATE_ZONES = [
  'Pacific/Kiritimati',
  'Etc/GMT-13',
  'Asia/Tokyo',
  'Asia/Kolkata',
  'Europe/Berlin',
  'America/Sao_Paulo',
  'America/New_York',
  'America/Los_Angeles',
  'Pacific/Honolulu',
  'Pacific/Pago_Pago',
  'Etc/GMT+12',
];

/**
 * A time zone whose local time is well inside the day (01:00–22:59), so "today" cannot change
 * while a test runs; preferably one whose date differs from the UTC date, so that a service
 * answering in UTC instead of the manager's zone is caught.
 */
export function zoneAwayFromMidnight(at: Date = new Date()): string {
  const utc = localToday('UTC', at);
  const safe = CANDIDATE_ZONES.filter((zone) => {
    const { hour } = localToday(zone, at);
    return hour >= 1 && hour <= 22;
  });
  const differing = safe.find((zone) => localToday(zone, at).weekday !== utc.weekday);
  const chosen = differing ?? safe[0];
  if (!chosen) throw new Error('no candidate time zone is away from midnight');
  return chosen;
}
