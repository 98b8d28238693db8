export { startBookingsService, migrateBookings, type BookingsPeers } from './service.ts';
export type { CustomerDetails, CustomerDirectory, CustomFieldDefinition, MainResource, ResourceCatalog, ResourceTree, Schedule } from './ports.ts';
export { loadBookingsConfig, type BookingsConfig } from './config.ts';
export { BOOKING_CREATED, BOOKING_UPDATED, BOOKING_CANCELLED } from './booking/booking.events.ts';
