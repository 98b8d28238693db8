// Original file: proto/venue/bookings/v1/bookings.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AddBookingRequest as _venue_bookings_v1_AddBookingRequest, AddBookingRequest__Output as _venue_bookings_v1_AddBookingRequest__Output } from '../../../venue/bookings/v1/AddBookingRequest';
import type { AvailabilityRequest as _venue_bookings_v1_AvailabilityRequest, AvailabilityRequest__Output as _venue_bookings_v1_AvailabilityRequest__Output } from '../../../venue/bookings/v1/AvailabilityRequest';
import type { AvailabilityResponse as _venue_bookings_v1_AvailabilityResponse, AvailabilityResponse__Output as _venue_bookings_v1_AvailabilityResponse__Output } from '../../../venue/bookings/v1/AvailabilityResponse';
import type { Booking as _venue_bookings_v1_Booking, Booking__Output as _venue_bookings_v1_Booking__Output } from '../../../venue/bookings/v1/Booking';
import type { BookingWriteResponse as _venue_bookings_v1_BookingWriteResponse, BookingWriteResponse__Output as _venue_bookings_v1_BookingWriteResponse__Output } from '../../../venue/bookings/v1/BookingWriteResponse';
import type { GetBookingRequest as _venue_bookings_v1_GetBookingRequest, GetBookingRequest__Output as _venue_bookings_v1_GetBookingRequest__Output } from '../../../venue/bookings/v1/GetBookingRequest';
import type { ListBookingsRequest as _venue_bookings_v1_ListBookingsRequest, ListBookingsRequest__Output as _venue_bookings_v1_ListBookingsRequest__Output } from '../../../venue/bookings/v1/ListBookingsRequest';
import type { ListBookingsResponse as _venue_bookings_v1_ListBookingsResponse, ListBookingsResponse__Output as _venue_bookings_v1_ListBookingsResponse__Output } from '../../../venue/bookings/v1/ListBookingsResponse';
import type { SaveBookingRequest as _venue_bookings_v1_SaveBookingRequest, SaveBookingRequest__Output as _venue_bookings_v1_SaveBookingRequest__Output } from '../../../venue/bookings/v1/SaveBookingRequest';

export interface BookingsServiceClient extends grpc.Client {
  AddBooking(argument: _venue_bookings_v1_AddBookingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_BookingWriteResponse__Output>): grpc.ClientUnaryCall;
  AddBooking(argument: _venue_bookings_v1_AddBookingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_bookings_v1_BookingWriteResponse__Output>): grpc.ClientUnaryCall;
  AddBooking(argument: _venue_bookings_v1_AddBookingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_BookingWriteResponse__Output>): grpc.ClientUnaryCall;
  AddBooking(argument: _venue_bookings_v1_AddBookingRequest, callback: grpc.requestCallback<_venue_bookings_v1_BookingWriteResponse__Output>): grpc.ClientUnaryCall;
  addBooking(argument: _venue_bookings_v1_AddBookingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_BookingWriteResponse__Output>): grpc.ClientUnaryCall;
  addBooking(argument: _venue_bookings_v1_AddBookingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_bookings_v1_BookingWriteResponse__Output>): grpc.ClientUnaryCall;
  addBooking(argument: _venue_bookings_v1_AddBookingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_BookingWriteResponse__Output>): grpc.ClientUnaryCall;
  addBooking(argument: _venue_bookings_v1_AddBookingRequest, callback: grpc.requestCallback<_venue_bookings_v1_BookingWriteResponse__Output>): grpc.ClientUnaryCall;
  
  Availability(argument: _venue_bookings_v1_AvailabilityRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_AvailabilityResponse__Output>): grpc.ClientUnaryCall;
  Availability(argument: _venue_bookings_v1_AvailabilityRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_bookings_v1_AvailabilityResponse__Output>): grpc.ClientUnaryCall;
  Availability(argument: _venue_bookings_v1_AvailabilityRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_AvailabilityResponse__Output>): grpc.ClientUnaryCall;
  Availability(argument: _venue_bookings_v1_AvailabilityRequest, callback: grpc.requestCallback<_venue_bookings_v1_AvailabilityResponse__Output>): grpc.ClientUnaryCall;
  availability(argument: _venue_bookings_v1_AvailabilityRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_AvailabilityResponse__Output>): grpc.ClientUnaryCall;
  availability(argument: _venue_bookings_v1_AvailabilityRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_bookings_v1_AvailabilityResponse__Output>): grpc.ClientUnaryCall;
  availability(argument: _venue_bookings_v1_AvailabilityRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_AvailabilityResponse__Output>): grpc.ClientUnaryCall;
  availability(argument: _venue_bookings_v1_AvailabilityRequest, callback: grpc.requestCallback<_venue_bookings_v1_AvailabilityResponse__Output>): grpc.ClientUnaryCall;
  
  GetBooking(argument: _venue_bookings_v1_GetBookingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_Booking__Output>): grpc.ClientUnaryCall;
  GetBooking(argument: _venue_bookings_v1_GetBookingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_bookings_v1_Booking__Output>): grpc.ClientUnaryCall;
  GetBooking(argument: _venue_bookings_v1_GetBookingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_Booking__Output>): grpc.ClientUnaryCall;
  GetBooking(argument: _venue_bookings_v1_GetBookingRequest, callback: grpc.requestCallback<_venue_bookings_v1_Booking__Output>): grpc.ClientUnaryCall;
  getBooking(argument: _venue_bookings_v1_GetBookingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_Booking__Output>): grpc.ClientUnaryCall;
  getBooking(argument: _venue_bookings_v1_GetBookingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_bookings_v1_Booking__Output>): grpc.ClientUnaryCall;
  getBooking(argument: _venue_bookings_v1_GetBookingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_Booking__Output>): grpc.ClientUnaryCall;
  getBooking(argument: _venue_bookings_v1_GetBookingRequest, callback: grpc.requestCallback<_venue_bookings_v1_Booking__Output>): grpc.ClientUnaryCall;
  
  ListBookings(argument: _venue_bookings_v1_ListBookingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_ListBookingsResponse__Output>): grpc.ClientUnaryCall;
  ListBookings(argument: _venue_bookings_v1_ListBookingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_bookings_v1_ListBookingsResponse__Output>): grpc.ClientUnaryCall;
  ListBookings(argument: _venue_bookings_v1_ListBookingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_ListBookingsResponse__Output>): grpc.ClientUnaryCall;
  ListBookings(argument: _venue_bookings_v1_ListBookingsRequest, callback: grpc.requestCallback<_venue_bookings_v1_ListBookingsResponse__Output>): grpc.ClientUnaryCall;
  listBookings(argument: _venue_bookings_v1_ListBookingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_ListBookingsResponse__Output>): grpc.ClientUnaryCall;
  listBookings(argument: _venue_bookings_v1_ListBookingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_bookings_v1_ListBookingsResponse__Output>): grpc.ClientUnaryCall;
  listBookings(argument: _venue_bookings_v1_ListBookingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_ListBookingsResponse__Output>): grpc.ClientUnaryCall;
  listBookings(argument: _venue_bookings_v1_ListBookingsRequest, callback: grpc.requestCallback<_venue_bookings_v1_ListBookingsResponse__Output>): grpc.ClientUnaryCall;
  
  SaveBooking(argument: _venue_bookings_v1_SaveBookingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_BookingWriteResponse__Output>): grpc.ClientUnaryCall;
  SaveBooking(argument: _venue_bookings_v1_SaveBookingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_bookings_v1_BookingWriteResponse__Output>): grpc.ClientUnaryCall;
  SaveBooking(argument: _venue_bookings_v1_SaveBookingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_BookingWriteResponse__Output>): grpc.ClientUnaryCall;
  SaveBooking(argument: _venue_bookings_v1_SaveBookingRequest, callback: grpc.requestCallback<_venue_bookings_v1_BookingWriteResponse__Output>): grpc.ClientUnaryCall;
  saveBooking(argument: _venue_bookings_v1_SaveBookingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_BookingWriteResponse__Output>): grpc.ClientUnaryCall;
  saveBooking(argument: _venue_bookings_v1_SaveBookingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_bookings_v1_BookingWriteResponse__Output>): grpc.ClientUnaryCall;
  saveBooking(argument: _venue_bookings_v1_SaveBookingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_BookingWriteResponse__Output>): grpc.ClientUnaryCall;
  saveBooking(argument: _venue_bookings_v1_SaveBookingRequest, callback: grpc.requestCallback<_venue_bookings_v1_BookingWriteResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface BookingsServiceHandlers extends grpc.UntypedServiceImplementation {
  AddBooking: grpc.handleUnaryCall<_venue_bookings_v1_AddBookingRequest__Output, _venue_bookings_v1_BookingWriteResponse>;
  
  Availability: grpc.handleUnaryCall<_venue_bookings_v1_AvailabilityRequest__Output, _venue_bookings_v1_AvailabilityResponse>;
  
  GetBooking: grpc.handleUnaryCall<_venue_bookings_v1_GetBookingRequest__Output, _venue_bookings_v1_Booking>;
  
  ListBookings: grpc.handleUnaryCall<_venue_bookings_v1_ListBookingsRequest__Output, _venue_bookings_v1_ListBookingsResponse>;
  
  SaveBooking: grpc.handleUnaryCall<_venue_bookings_v1_SaveBookingRequest__Output, _venue_bookings_v1_BookingWriteResponse>;
  
}

export interface BookingsServiceDefinition extends grpc.ServiceDefinition {
  AddBooking: MethodDefinition<_venue_bookings_v1_AddBookingRequest, _venue_bookings_v1_BookingWriteResponse, _venue_bookings_v1_AddBookingRequest__Output, _venue_bookings_v1_BookingWriteResponse__Output>
  Availability: MethodDefinition<_venue_bookings_v1_AvailabilityRequest, _venue_bookings_v1_AvailabilityResponse, _venue_bookings_v1_AvailabilityRequest__Output, _venue_bookings_v1_AvailabilityResponse__Output>
  GetBooking: MethodDefinition<_venue_bookings_v1_GetBookingRequest, _venue_bookings_v1_Booking, _venue_bookings_v1_GetBookingRequest__Output, _venue_bookings_v1_Booking__Output>
  ListBookings: MethodDefinition<_venue_bookings_v1_ListBookingsRequest, _venue_bookings_v1_ListBookingsResponse, _venue_bookings_v1_ListBookingsRequest__Output, _venue_bookings_v1_ListBookingsResponse__Output>
  SaveBooking: MethodDefinition<_venue_bookings_v1_SaveBookingRequest, _venue_bookings_v1_BookingWriteResponse, _venue_bookings_v1_SaveBookingRequest__Output, _venue_bookings_v1_BookingWriteResponse__Output>
}
