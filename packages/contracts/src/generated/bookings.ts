import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AddBookingRequest as _venue_bookings_v1_AddBookingRequest, AddBookingRequest__Output as _venue_bookings_v1_AddBookingRequest__Output } from './venue/bookings/v1/AddBookingRequest';
import type { AvailabilityRequest as _venue_bookings_v1_AvailabilityRequest, AvailabilityRequest__Output as _venue_bookings_v1_AvailabilityRequest__Output } from './venue/bookings/v1/AvailabilityRequest';
import type { AvailabilityResponse as _venue_bookings_v1_AvailabilityResponse, AvailabilityResponse__Output as _venue_bookings_v1_AvailabilityResponse__Output } from './venue/bookings/v1/AvailabilityResponse';
import type { Booking as _venue_bookings_v1_Booking, Booking__Output as _venue_bookings_v1_Booking__Output } from './venue/bookings/v1/Booking';
import type { BookingWriteResponse as _venue_bookings_v1_BookingWriteResponse, BookingWriteResponse__Output as _venue_bookings_v1_BookingWriteResponse__Output } from './venue/bookings/v1/BookingWriteResponse';
import type { BookingsServiceClient as _venue_bookings_v1_BookingsServiceClient, BookingsServiceDefinition as _venue_bookings_v1_BookingsServiceDefinition } from './venue/bookings/v1/BookingsService';
import type { CategoryFieldValue as _venue_bookings_v1_CategoryFieldValue, CategoryFieldValue__Output as _venue_bookings_v1_CategoryFieldValue__Output } from './venue/bookings/v1/CategoryFieldValue';
import type { CustomFieldEntry as _venue_bookings_v1_CustomFieldEntry, CustomFieldEntry__Output as _venue_bookings_v1_CustomFieldEntry__Output } from './venue/bookings/v1/CustomFieldEntry';
import type { DaySlots as _venue_bookings_v1_DaySlots, DaySlots__Output as _venue_bookings_v1_DaySlots__Output } from './venue/bookings/v1/DaySlots';
import type { FieldCondition as _venue_bookings_v1_FieldCondition, FieldCondition__Output as _venue_bookings_v1_FieldCondition__Output } from './venue/bookings/v1/FieldCondition';
import type { GetBookingRequest as _venue_bookings_v1_GetBookingRequest, GetBookingRequest__Output as _venue_bookings_v1_GetBookingRequest__Output } from './venue/bookings/v1/GetBookingRequest';
import type { InlineCustomer as _venue_bookings_v1_InlineCustomer, InlineCustomer__Output as _venue_bookings_v1_InlineCustomer__Output } from './venue/bookings/v1/InlineCustomer';
import type { Instance as _venue_bookings_v1_Instance, Instance__Output as _venue_bookings_v1_Instance__Output } from './venue/bookings/v1/Instance';
import type { ItemSelection as _venue_bookings_v1_ItemSelection, ItemSelection__Output as _venue_bookings_v1_ItemSelection__Output } from './venue/bookings/v1/ItemSelection';
import type { ListBookingsRequest as _venue_bookings_v1_ListBookingsRequest, ListBookingsRequest__Output as _venue_bookings_v1_ListBookingsRequest__Output } from './venue/bookings/v1/ListBookingsRequest';
import type { ListBookingsResponse as _venue_bookings_v1_ListBookingsResponse, ListBookingsResponse__Output as _venue_bookings_v1_ListBookingsResponse__Output } from './venue/bookings/v1/ListBookingsResponse';
import type { RecurrenceRule as _venue_bookings_v1_RecurrenceRule, RecurrenceRule__Output as _venue_bookings_v1_RecurrenceRule__Output } from './venue/bookings/v1/RecurrenceRule';
import type { ResourceAvailability as _venue_bookings_v1_ResourceAvailability, ResourceAvailability__Output as _venue_bookings_v1_ResourceAvailability__Output } from './venue/bookings/v1/ResourceAvailability';
import type { ResourceEntry as _venue_bookings_v1_ResourceEntry, ResourceEntry__Output as _venue_bookings_v1_ResourceEntry__Output } from './venue/bookings/v1/ResourceEntry';
import type { SaveBookingRequest as _venue_bookings_v1_SaveBookingRequest, SaveBookingRequest__Output as _venue_bookings_v1_SaveBookingRequest__Output } from './venue/bookings/v1/SaveBookingRequest';
import type { TimeSpec as _venue_bookings_v1_TimeSpec, TimeSpec__Output as _venue_bookings_v1_TimeSpec__Output } from './venue/bookings/v1/TimeSpec';
import type { WeekDay as _venue_bookings_v1_WeekDay, WeekDay__Output as _venue_bookings_v1_WeekDay__Output } from './venue/bookings/v1/WeekDay';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  venue: {
    bookings: {
      v1: {
        AddBookingRequest: MessageTypeDefinition<_venue_bookings_v1_AddBookingRequest, _venue_bookings_v1_AddBookingRequest__Output>
        AvailabilityRequest: MessageTypeDefinition<_venue_bookings_v1_AvailabilityRequest, _venue_bookings_v1_AvailabilityRequest__Output>
        AvailabilityResponse: MessageTypeDefinition<_venue_bookings_v1_AvailabilityResponse, _venue_bookings_v1_AvailabilityResponse__Output>
        Booking: MessageTypeDefinition<_venue_bookings_v1_Booking, _venue_bookings_v1_Booking__Output>
        BookingWriteResponse: MessageTypeDefinition<_venue_bookings_v1_BookingWriteResponse, _venue_bookings_v1_BookingWriteResponse__Output>
        BookingsService: SubtypeConstructor<typeof grpc.Client, _venue_bookings_v1_BookingsServiceClient> & { service: _venue_bookings_v1_BookingsServiceDefinition }
        CategoryFieldValue: MessageTypeDefinition<_venue_bookings_v1_CategoryFieldValue, _venue_bookings_v1_CategoryFieldValue__Output>
        CustomFieldEntry: MessageTypeDefinition<_venue_bookings_v1_CustomFieldEntry, _venue_bookings_v1_CustomFieldEntry__Output>
        DaySlots: MessageTypeDefinition<_venue_bookings_v1_DaySlots, _venue_bookings_v1_DaySlots__Output>
        FieldCondition: MessageTypeDefinition<_venue_bookings_v1_FieldCondition, _venue_bookings_v1_FieldCondition__Output>
        GetBookingRequest: MessageTypeDefinition<_venue_bookings_v1_GetBookingRequest, _venue_bookings_v1_GetBookingRequest__Output>
        InlineCustomer: MessageTypeDefinition<_venue_bookings_v1_InlineCustomer, _venue_bookings_v1_InlineCustomer__Output>
        Instance: MessageTypeDefinition<_venue_bookings_v1_Instance, _venue_bookings_v1_Instance__Output>
        ItemSelection: MessageTypeDefinition<_venue_bookings_v1_ItemSelection, _venue_bookings_v1_ItemSelection__Output>
        ListBookingsRequest: MessageTypeDefinition<_venue_bookings_v1_ListBookingsRequest, _venue_bookings_v1_ListBookingsRequest__Output>
        ListBookingsResponse: MessageTypeDefinition<_venue_bookings_v1_ListBookingsResponse, _venue_bookings_v1_ListBookingsResponse__Output>
        RecurrenceRule: MessageTypeDefinition<_venue_bookings_v1_RecurrenceRule, _venue_bookings_v1_RecurrenceRule__Output>
        ResourceAvailability: MessageTypeDefinition<_venue_bookings_v1_ResourceAvailability, _venue_bookings_v1_ResourceAvailability__Output>
        ResourceEntry: MessageTypeDefinition<_venue_bookings_v1_ResourceEntry, _venue_bookings_v1_ResourceEntry__Output>
        SaveBookingRequest: MessageTypeDefinition<_venue_bookings_v1_SaveBookingRequest, _venue_bookings_v1_SaveBookingRequest__Output>
        TimeSpec: MessageTypeDefinition<_venue_bookings_v1_TimeSpec, _venue_bookings_v1_TimeSpec__Output>
        WeekDay: MessageTypeDefinition<_venue_bookings_v1_WeekDay, _venue_bookings_v1_WeekDay__Output>
      }
    }
  }
}

