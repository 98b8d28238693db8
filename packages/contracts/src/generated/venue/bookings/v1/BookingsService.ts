// Original file: proto/venue/bookings/v1/bookings.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AddBookingRequest as _venue_bookings_v1_AddBookingRequest, AddBookingRequest__Output as _venue_bookings_v1_AddBookingRequest__Output } from '../../../venue/bookings/v1/AddBookingRequest';
import type { AvailabilityRequest as _venue_bookings_v1_AvailabilityRequest, AvailabilityRequest__Output as _venue_bookings_v1_AvailabilityRequest__Output } from '../../../venue/bookings/v1/AvailabilityRequest';
import type { AvailabilityResponse as _venue_bookings_v1_AvailabilityResponse, AvailabilityResponse__Output as _venue_bookings_v1_AvailabilityResponse__Output } from '../../../venue/bookings/v1/AvailabilityResponse';
import type { Booking as _venue_bookings_v1_Booking, Booking__Output as _venue_bookings_v1_Booking__Output } from '../../../venue/bookings/v1/Booking';
import type { BookingWriteResponse as _venue_bookings_v1_BookingWriteResponse, BookingWriteResponse__Output as _venue_bookings_v1_BookingWriteResponse__Output } from '../../../venue/bookings/v1/BookingWriteResponse';
import type { Event as _venue_bookings_v1_Event, Event__Output as _venue_bookings_v1_Event__Output } from '../../../venue/bookings/v1/Event';
import type { GetBookingRequest as _venue_bookings_v1_GetBookingRequest, GetBookingRequest__Output as _venue_bookings_v1_GetBookingRequest__Output } from '../../../venue/bookings/v1/GetBookingRequest';
import type { GetBookingsRequest as _venue_bookings_v1_GetBookingsRequest, GetBookingsRequest__Output as _venue_bookings_v1_GetBookingsRequest__Output } from '../../../venue/bookings/v1/GetBookingsRequest';
import type { GetEventRequest as _venue_bookings_v1_GetEventRequest, GetEventRequest__Output as _venue_bookings_v1_GetEventRequest__Output } from '../../../venue/bookings/v1/GetEventRequest';
import type { ListBookingsRequest as _venue_bookings_v1_ListBookingsRequest, ListBookingsRequest__Output as _venue_bookings_v1_ListBookingsRequest__Output } from '../../../venue/bookings/v1/ListBookingsRequest';
import type { ListBookingsResponse as _venue_bookings_v1_ListBookingsResponse, ListBookingsResponse__Output as _venue_bookings_v1_ListBookingsResponse__Output } from '../../../venue/bookings/v1/ListBookingsResponse';
import type { ListEventsRequest as _venue_bookings_v1_ListEventsRequest, ListEventsRequest__Output as _venue_bookings_v1_ListEventsRequest__Output } from '../../../venue/bookings/v1/ListEventsRequest';
import type { ListEventsResponse as _venue_bookings_v1_ListEventsResponse, ListEventsResponse__Output as _venue_bookings_v1_ListEventsResponse__Output } from '../../../venue/bookings/v1/ListEventsResponse';
import type { SaveBookingRequest as _venue_bookings_v1_SaveBookingRequest, SaveBookingRequest__Output as _venue_bookings_v1_SaveBookingRequest__Output } from '../../../venue/bookings/v1/SaveBookingRequest';
import type { SetEventRequest as _venue_bookings_v1_SetEventRequest, SetEventRequest__Output as _venue_bookings_v1_SetEventRequest__Output } from '../../../venue/bookings/v1/SetEventRequest';
import type { SetEventResponse as _venue_bookings_v1_SetEventResponse, SetEventResponse__Output as _venue_bookings_v1_SetEventResponse__Output } from '../../../venue/bookings/v1/SetEventResponse';
import type { UnsetEventRequest as _venue_bookings_v1_UnsetEventRequest, UnsetEventRequest__Output as _venue_bookings_v1_UnsetEventRequest__Output } from '../../../venue/bookings/v1/UnsetEventRequest';
import type { UnsetEventResponse as _venue_bookings_v1_UnsetEventResponse, UnsetEventResponse__Output as _venue_bookings_v1_UnsetEventResponse__Output } from '../../../venue/bookings/v1/UnsetEventResponse';

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
  
  GetBookings(argument: _venue_bookings_v1_GetBookingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_ListBookingsResponse__Output>): grpc.ClientUnaryCall;
  GetBookings(argument: _venue_bookings_v1_GetBookingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_bookings_v1_ListBookingsResponse__Output>): grpc.ClientUnaryCall;
  GetBookings(argument: _venue_bookings_v1_GetBookingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_ListBookingsResponse__Output>): grpc.ClientUnaryCall;
  GetBookings(argument: _venue_bookings_v1_GetBookingsRequest, callback: grpc.requestCallback<_venue_bookings_v1_ListBookingsResponse__Output>): grpc.ClientUnaryCall;
  getBookings(argument: _venue_bookings_v1_GetBookingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_ListBookingsResponse__Output>): grpc.ClientUnaryCall;
  getBookings(argument: _venue_bookings_v1_GetBookingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_bookings_v1_ListBookingsResponse__Output>): grpc.ClientUnaryCall;
  getBookings(argument: _venue_bookings_v1_GetBookingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_ListBookingsResponse__Output>): grpc.ClientUnaryCall;
  getBookings(argument: _venue_bookings_v1_GetBookingsRequest, callback: grpc.requestCallback<_venue_bookings_v1_ListBookingsResponse__Output>): grpc.ClientUnaryCall;
  
  GetEvent(argument: _venue_bookings_v1_GetEventRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_Event__Output>): grpc.ClientUnaryCall;
  GetEvent(argument: _venue_bookings_v1_GetEventRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_bookings_v1_Event__Output>): grpc.ClientUnaryCall;
  GetEvent(argument: _venue_bookings_v1_GetEventRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_Event__Output>): grpc.ClientUnaryCall;
  GetEvent(argument: _venue_bookings_v1_GetEventRequest, callback: grpc.requestCallback<_venue_bookings_v1_Event__Output>): grpc.ClientUnaryCall;
  getEvent(argument: _venue_bookings_v1_GetEventRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_Event__Output>): grpc.ClientUnaryCall;
  getEvent(argument: _venue_bookings_v1_GetEventRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_bookings_v1_Event__Output>): grpc.ClientUnaryCall;
  getEvent(argument: _venue_bookings_v1_GetEventRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_Event__Output>): grpc.ClientUnaryCall;
  getEvent(argument: _venue_bookings_v1_GetEventRequest, callback: grpc.requestCallback<_venue_bookings_v1_Event__Output>): grpc.ClientUnaryCall;
  
  ListBookings(argument: _venue_bookings_v1_ListBookingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_ListBookingsResponse__Output>): grpc.ClientUnaryCall;
  ListBookings(argument: _venue_bookings_v1_ListBookingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_bookings_v1_ListBookingsResponse__Output>): grpc.ClientUnaryCall;
  ListBookings(argument: _venue_bookings_v1_ListBookingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_ListBookingsResponse__Output>): grpc.ClientUnaryCall;
  ListBookings(argument: _venue_bookings_v1_ListBookingsRequest, callback: grpc.requestCallback<_venue_bookings_v1_ListBookingsResponse__Output>): grpc.ClientUnaryCall;
  listBookings(argument: _venue_bookings_v1_ListBookingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_ListBookingsResponse__Output>): grpc.ClientUnaryCall;
  listBookings(argument: _venue_bookings_v1_ListBookingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_bookings_v1_ListBookingsResponse__Output>): grpc.ClientUnaryCall;
  listBookings(argument: _venue_bookings_v1_ListBookingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_ListBookingsResponse__Output>): grpc.ClientUnaryCall;
  listBookings(argument: _venue_bookings_v1_ListBookingsRequest, callback: grpc.requestCallback<_venue_bookings_v1_ListBookingsResponse__Output>): grpc.ClientUnaryCall;
  
  ListEvents(argument: _venue_bookings_v1_ListEventsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_ListEventsResponse__Output>): grpc.ClientUnaryCall;
  ListEvents(argument: _venue_bookings_v1_ListEventsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_bookings_v1_ListEventsResponse__Output>): grpc.ClientUnaryCall;
  ListEvents(argument: _venue_bookings_v1_ListEventsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_ListEventsResponse__Output>): grpc.ClientUnaryCall;
  ListEvents(argument: _venue_bookings_v1_ListEventsRequest, callback: grpc.requestCallback<_venue_bookings_v1_ListEventsResponse__Output>): grpc.ClientUnaryCall;
  listEvents(argument: _venue_bookings_v1_ListEventsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_ListEventsResponse__Output>): grpc.ClientUnaryCall;
  listEvents(argument: _venue_bookings_v1_ListEventsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_bookings_v1_ListEventsResponse__Output>): grpc.ClientUnaryCall;
  listEvents(argument: _venue_bookings_v1_ListEventsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_ListEventsResponse__Output>): grpc.ClientUnaryCall;
  listEvents(argument: _venue_bookings_v1_ListEventsRequest, callback: grpc.requestCallback<_venue_bookings_v1_ListEventsResponse__Output>): grpc.ClientUnaryCall;
  
  SaveBooking(argument: _venue_bookings_v1_SaveBookingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_BookingWriteResponse__Output>): grpc.ClientUnaryCall;
  SaveBooking(argument: _venue_bookings_v1_SaveBookingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_bookings_v1_BookingWriteResponse__Output>): grpc.ClientUnaryCall;
  SaveBooking(argument: _venue_bookings_v1_SaveBookingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_BookingWriteResponse__Output>): grpc.ClientUnaryCall;
  SaveBooking(argument: _venue_bookings_v1_SaveBookingRequest, callback: grpc.requestCallback<_venue_bookings_v1_BookingWriteResponse__Output>): grpc.ClientUnaryCall;
  saveBooking(argument: _venue_bookings_v1_SaveBookingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_BookingWriteResponse__Output>): grpc.ClientUnaryCall;
  saveBooking(argument: _venue_bookings_v1_SaveBookingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_bookings_v1_BookingWriteResponse__Output>): grpc.ClientUnaryCall;
  saveBooking(argument: _venue_bookings_v1_SaveBookingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_BookingWriteResponse__Output>): grpc.ClientUnaryCall;
  saveBooking(argument: _venue_bookings_v1_SaveBookingRequest, callback: grpc.requestCallback<_venue_bookings_v1_BookingWriteResponse__Output>): grpc.ClientUnaryCall;
  
  SetEvent(argument: _venue_bookings_v1_SetEventRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_SetEventResponse__Output>): grpc.ClientUnaryCall;
  SetEvent(argument: _venue_bookings_v1_SetEventRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_bookings_v1_SetEventResponse__Output>): grpc.ClientUnaryCall;
  SetEvent(argument: _venue_bookings_v1_SetEventRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_SetEventResponse__Output>): grpc.ClientUnaryCall;
  SetEvent(argument: _venue_bookings_v1_SetEventRequest, callback: grpc.requestCallback<_venue_bookings_v1_SetEventResponse__Output>): grpc.ClientUnaryCall;
  setEvent(argument: _venue_bookings_v1_SetEventRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_SetEventResponse__Output>): grpc.ClientUnaryCall;
  setEvent(argument: _venue_bookings_v1_SetEventRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_bookings_v1_SetEventResponse__Output>): grpc.ClientUnaryCall;
  setEvent(argument: _venue_bookings_v1_SetEventRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_SetEventResponse__Output>): grpc.ClientUnaryCall;
  setEvent(argument: _venue_bookings_v1_SetEventRequest, callback: grpc.requestCallback<_venue_bookings_v1_SetEventResponse__Output>): grpc.ClientUnaryCall;
  
  UnsetEvent(argument: _venue_bookings_v1_UnsetEventRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_UnsetEventResponse__Output>): grpc.ClientUnaryCall;
  UnsetEvent(argument: _venue_bookings_v1_UnsetEventRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_bookings_v1_UnsetEventResponse__Output>): grpc.ClientUnaryCall;
  UnsetEvent(argument: _venue_bookings_v1_UnsetEventRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_UnsetEventResponse__Output>): grpc.ClientUnaryCall;
  UnsetEvent(argument: _venue_bookings_v1_UnsetEventRequest, callback: grpc.requestCallback<_venue_bookings_v1_UnsetEventResponse__Output>): grpc.ClientUnaryCall;
  unsetEvent(argument: _venue_bookings_v1_UnsetEventRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_UnsetEventResponse__Output>): grpc.ClientUnaryCall;
  unsetEvent(argument: _venue_bookings_v1_UnsetEventRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_bookings_v1_UnsetEventResponse__Output>): grpc.ClientUnaryCall;
  unsetEvent(argument: _venue_bookings_v1_UnsetEventRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_bookings_v1_UnsetEventResponse__Output>): grpc.ClientUnaryCall;
  unsetEvent(argument: _venue_bookings_v1_UnsetEventRequest, callback: grpc.requestCallback<_venue_bookings_v1_UnsetEventResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface BookingsServiceHandlers extends grpc.UntypedServiceImplementation {
  AddBooking: grpc.handleUnaryCall<_venue_bookings_v1_AddBookingRequest__Output, _venue_bookings_v1_BookingWriteResponse>;
  
  Availability: grpc.handleUnaryCall<_venue_bookings_v1_AvailabilityRequest__Output, _venue_bookings_v1_AvailabilityResponse>;
  
  GetBooking: grpc.handleUnaryCall<_venue_bookings_v1_GetBookingRequest__Output, _venue_bookings_v1_Booking>;
  
  GetBookings: grpc.handleUnaryCall<_venue_bookings_v1_GetBookingsRequest__Output, _venue_bookings_v1_ListBookingsResponse>;
  
  GetEvent: grpc.handleUnaryCall<_venue_bookings_v1_GetEventRequest__Output, _venue_bookings_v1_Event>;
  
  ListBookings: grpc.handleUnaryCall<_venue_bookings_v1_ListBookingsRequest__Output, _venue_bookings_v1_ListBookingsResponse>;
  
  ListEvents: grpc.handleUnaryCall<_venue_bookings_v1_ListEventsRequest__Output, _venue_bookings_v1_ListEventsResponse>;
  
  SaveBooking: grpc.handleUnaryCall<_venue_bookings_v1_SaveBookingRequest__Output, _venue_bookings_v1_BookingWriteResponse>;
  
  SetEvent: grpc.handleUnaryCall<_venue_bookings_v1_SetEventRequest__Output, _venue_bookings_v1_SetEventResponse>;
  
  UnsetEvent: grpc.handleUnaryCall<_venue_bookings_v1_UnsetEventRequest__Output, _venue_bookings_v1_UnsetEventResponse>;
  
}

export interface BookingsServiceDefinition extends grpc.ServiceDefinition {
  AddBooking: MethodDefinition<_venue_bookings_v1_AddBookingRequest, _venue_bookings_v1_BookingWriteResponse, _venue_bookings_v1_AddBookingRequest__Output, _venue_bookings_v1_BookingWriteResponse__Output>
  Availability: MethodDefinition<_venue_bookings_v1_AvailabilityRequest, _venue_bookings_v1_AvailabilityResponse, _venue_bookings_v1_AvailabilityRequest__Output, _venue_bookings_v1_AvailabilityResponse__Output>
  GetBooking: MethodDefinition<_venue_bookings_v1_GetBookingRequest, _venue_bookings_v1_Booking, _venue_bookings_v1_GetBookingRequest__Output, _venue_bookings_v1_Booking__Output>
  GetBookings: MethodDefinition<_venue_bookings_v1_GetBookingsRequest, _venue_bookings_v1_ListBookingsResponse, _venue_bookings_v1_GetBookingsRequest__Output, _venue_bookings_v1_ListBookingsResponse__Output>
  GetEvent: MethodDefinition<_venue_bookings_v1_GetEventRequest, _venue_bookings_v1_Event, _venue_bookings_v1_GetEventRequest__Output, _venue_bookings_v1_Event__Output>
  ListBookings: MethodDefinition<_venue_bookings_v1_ListBookingsRequest, _venue_bookings_v1_ListBookingsResponse, _venue_bookings_v1_ListBookingsRequest__Output, _venue_bookings_v1_ListBookingsResponse__Output>
  ListEvents: MethodDefinition<_venue_bookings_v1_ListEventsRequest, _venue_bookings_v1_ListEventsResponse, _venue_bookings_v1_ListEventsRequest__Output, _venue_bookings_v1_ListEventsResponse__Output>
  SaveBooking: MethodDefinition<_venue_bookings_v1_SaveBookingRequest, _venue_bookings_v1_BookingWriteResponse, _venue_bookings_v1_SaveBookingRequest__Output, _venue_bookings_v1_BookingWriteResponse__Output>
  SetEvent: MethodDefinition<_venue_bookings_v1_SetEventRequest, _venue_bookings_v1_SetEventResponse, _venue_bookings_v1_SetEventRequest__Output, _venue_bookings_v1_SetEventResponse__Output>
  UnsetEvent: MethodDefinition<_venue_bookings_v1_UnsetEventRequest, _venue_bookings_v1_UnsetEventResponse, _venue_bookings_v1_UnsetEventRequest__Output, _venue_bookings_v1_UnsetEventResponse__Output>
}
