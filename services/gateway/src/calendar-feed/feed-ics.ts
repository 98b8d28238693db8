// A feed's bookings as iCalendar (RFC 5545), written by ical-generator with the manager's
// VTIMEZONE (timezones-ical-library): one VEVENT per booking instance, in the manager's wall-clock
// time with its TZID. UID names the instance, so it stays the same across fetches; SEQUENCE is the
// booking's version, which grows with every change; DTSTAMP and LAST-MODIFIED are when the booking
// last changed, so an unchanged feed is the same text (and ETag) at every fetch.
import { ICalCalendar, ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { ymdOf, type bookings, type common } from '@venue/contracts';
import { addDays, timeOfMinutes } from '@venue/platform';

const STATUS: Record<bookings.BookingStatus__Output, ICalEventStatus> = {
  BOOKING_STATUS_UNSPECIFIED: ICalEventStatus.CONFIRMED,
  BOOKING_STATUS_LIVE: ICalEventStatus.CONFIRMED,
  BOOKING_STATUS_COMPLETE: ICalEventStatus.CONFIRMED,
  BOOKING_STATUS_DRAFT: ICalEventStatus.TENTATIVE,
  BOOKING_STATUS_PENDING: ICalEventStatus.TENTATIVE,
  BOOKING_STATUS_CANCELLED: ICalEventStatus.CANCELLED,
};

/** A wall-clock moment as ical-generator takes it with a time zone ("Y-m-dTH:i:00"); 24:00 is the next day's 00:00. */
function wallClock(at: common.LocalDateTime__Output | null): string {
  const date = ymdOf(at?.date);
  const minute = at?.minute ?? 0;
  return minute >= 24 * 60 ? `${addDays(date, 1)}T00:00:00` : `${date}T${timeOfMinutes(minute)}:00`;
}

export function feedIcs(options: {
  name: string;
  timeZone: string;
  bookings: readonly bookings.Booking__Output[];
  includeCustomer: boolean;
}): string {
  const calendar = new ICalCalendar({ name: options.name, prodId: { company: 'Venue', product: 'calendar-feed', language: 'EN' } });
  // The zone's VTIMEZONE, written once for the events that name it (no calendar-wide zone, so
  // DTSTAMP and LAST-MODIFIED stay in UTC as RFC 5545 wants them).
  calendar.timezone({ name: null, generator: (zone) => tzlib_get_ical_block(zone)[0] ?? null });
  for (const booking of options.bookings) {
    const changed = new Date(Number(booking.updated_at_ms) || Number(booking.created_at_ms));
    const title = booking.title || `Booking ${booking.id}`;
    for (const entry of booking.resources) {
      for (const instance of entry.instances) {
        const lines = [`Booking ${booking.id}`];
        if (options.includeCustomer && booking.customer_name) lines.push(`Customer: ${booking.customer_name}`);
        calendar.createEvent({
          id: `venue-booking-${booking.id}-instance-${instance.id}`,
          sequence: booking.version,
          stamp: changed,
          lastModified: changed,
          start: wallClock(instance.start),
          end: wallClock(instance.end),
          timezone: options.timeZone,
          summary: options.includeCustomer && booking.customer_name ? `${title} (${booking.customer_name})` : title,
          location: instance.resource_name,
          description: lines.join('\n'),
          status: STATUS[booking.status],
          // A cancelled booking no longer blocks the time in the subscriber's calendar.
          transparency: booking.status === 'BOOKING_STATUS_CANCELLED' ? ICalEventTransparency.TRANSPARENT : ICalEventTransparency.OPAQUE,
        });
      }
    }
  }
  return calendar.toString();
}
