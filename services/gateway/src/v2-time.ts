// Instants as the gateway's answers show them: Y-m-d H:i:s in the manager's zone.
import { localDateTime } from '@venue/platform';

/** Y-m-d H:i:s of an instant in `timeZone`; zone offsets are whole minutes, so the seconds are the UTC ones. */
export function localDateTimeSeconds(at: Date | number, timeZone: string): string {
  const instant = new Date(at);
  return `${localDateTime(instant, timeZone)}:${String(instant.getUTCSeconds()).padStart(2, '0')}`;
}
