// Original file: proto/venue/bookings/v1/bookings.proto

export const BookingMode = {
  BOOKING_MODE_UNSPECIFIED: 'BOOKING_MODE_UNSPECIFIED',
  BOOKING_MODE_DIRECT: 'BOOKING_MODE_DIRECT',
  BOOKING_MODE_REQUEST: 'BOOKING_MODE_REQUEST',
} as const;

export type BookingMode =
  | 'BOOKING_MODE_UNSPECIFIED'
  | 0
  | 'BOOKING_MODE_DIRECT'
  | 1
  | 'BOOKING_MODE_REQUEST'
  | 2

export type BookingMode__Output = typeof BookingMode[keyof typeof BookingMode]
