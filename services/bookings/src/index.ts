export { startBookingsService, migrateBookings } from './service.ts';
export { loadBookingsConfig, type BookingsConfig } from './config.ts';
export { BOOKING_CREATED, BOOKING_UPDATED, BOOKING_CANCELLED } from './booking/booking.events.ts';
