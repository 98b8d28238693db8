import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { AddBookingRequest as _venue_bookings_v1_AddBookingRequest, AddBookingRequest__Output as _venue_bookings_v1_AddBookingRequest__Output } from './venue/bookings/v1/AddBookingRequest';
import type { AvailabilityRequest as _venue_bookings_v1_AvailabilityRequest, AvailabilityRequest__Output as _venue_bookings_v1_AvailabilityRequest__Output } from './venue/bookings/v1/AvailabilityRequest';
import type { AvailabilityResponse as _venue_bookings_v1_AvailabilityResponse, AvailabilityResponse__Output as _venue_bookings_v1_AvailabilityResponse__Output } from './venue/bookings/v1/AvailabilityResponse';
import type { Booking as _venue_bookings_v1_Booking, Booking__Output as _venue_bookings_v1_Booking__Output } from './venue/bookings/v1/Booking';
import type { BookingWriteResponse as _venue_bookings_v1_BookingWriteResponse, BookingWriteResponse__Output as _venue_bookings_v1_BookingWriteResponse__Output } from './venue/bookings/v1/BookingWriteResponse';
import type { BookingsServiceClient as _venue_bookings_v1_BookingsServiceClient, BookingsServiceDefinition as _venue_bookings_v1_BookingsServiceDefinition } from './venue/bookings/v1/BookingsService';
import type { CustomFieldEntry as _venue_bookings_v1_CustomFieldEntry, CustomFieldEntry__Output as _venue_bookings_v1_CustomFieldEntry__Output } from './venue/bookings/v1/CustomFieldEntry';
import type { CustomFieldValue as _venue_bookings_v1_CustomFieldValue, CustomFieldValue__Output as _venue_bookings_v1_CustomFieldValue__Output } from './venue/bookings/v1/CustomFieldValue';
import type { CustomerDetails as _venue_bookings_v1_CustomerDetails, CustomerDetails__Output as _venue_bookings_v1_CustomerDetails__Output } from './venue/bookings/v1/CustomerDetails';
import type { DailyRule as _venue_bookings_v1_DailyRule, DailyRule__Output as _venue_bookings_v1_DailyRule__Output } from './venue/bookings/v1/DailyRule';
import type { DateRange as _venue_bookings_v1_DateRange, DateRange__Output as _venue_bookings_v1_DateRange__Output } from './venue/bookings/v1/DateRange';
import type { Event as _venue_bookings_v1_Event, Event__Output as _venue_bookings_v1_Event__Output } from './venue/bookings/v1/Event';
import type { EventData as _venue_bookings_v1_EventData, EventData__Output as _venue_bookings_v1_EventData__Output } from './venue/bookings/v1/EventData';
import type { FieldCondition as _venue_bookings_v1_FieldCondition, FieldCondition__Output as _venue_bookings_v1_FieldCondition__Output } from './venue/bookings/v1/FieldCondition';
import type { GetBookingRequest as _venue_bookings_v1_GetBookingRequest, GetBookingRequest__Output as _venue_bookings_v1_GetBookingRequest__Output } from './venue/bookings/v1/GetBookingRequest';
import type { GetBookingsRequest as _venue_bookings_v1_GetBookingsRequest, GetBookingsRequest__Output as _venue_bookings_v1_GetBookingsRequest__Output } from './venue/bookings/v1/GetBookingsRequest';
import type { GetEventRequest as _venue_bookings_v1_GetEventRequest, GetEventRequest__Output as _venue_bookings_v1_GetEventRequest__Output } from './venue/bookings/v1/GetEventRequest';
import type { Instance as _venue_bookings_v1_Instance, Instance__Output as _venue_bookings_v1_Instance__Output } from './venue/bookings/v1/Instance';
import type { ItemSelection as _venue_bookings_v1_ItemSelection, ItemSelection__Output as _venue_bookings_v1_ItemSelection__Output } from './venue/bookings/v1/ItemSelection';
import type { ListBookingsRequest as _venue_bookings_v1_ListBookingsRequest, ListBookingsRequest__Output as _venue_bookings_v1_ListBookingsRequest__Output } from './venue/bookings/v1/ListBookingsRequest';
import type { ListBookingsResponse as _venue_bookings_v1_ListBookingsResponse, ListBookingsResponse__Output as _venue_bookings_v1_ListBookingsResponse__Output } from './venue/bookings/v1/ListBookingsResponse';
import type { ListEventsRequest as _venue_bookings_v1_ListEventsRequest, ListEventsRequest__Output as _venue_bookings_v1_ListEventsRequest__Output } from './venue/bookings/v1/ListEventsRequest';
import type { ListEventsResponse as _venue_bookings_v1_ListEventsResponse, ListEventsResponse__Output as _venue_bookings_v1_ListEventsResponse__Output } from './venue/bookings/v1/ListEventsResponse';
import type { MonthlyByDayRule as _venue_bookings_v1_MonthlyByDayRule, MonthlyByDayRule__Output as _venue_bookings_v1_MonthlyByDayRule__Output } from './venue/bookings/v1/MonthlyByDayRule';
import type { MonthlyByWeekRule as _venue_bookings_v1_MonthlyByWeekRule, MonthlyByWeekRule__Output as _venue_bookings_v1_MonthlyByWeekRule__Output } from './venue/bookings/v1/MonthlyByWeekRule';
import type { Recurrence as _venue_bookings_v1_Recurrence, Recurrence__Output as _venue_bookings_v1_Recurrence__Output } from './venue/bookings/v1/Recurrence';
import type { ResourceAvailability as _venue_bookings_v1_ResourceAvailability, ResourceAvailability__Output as _venue_bookings_v1_ResourceAvailability__Output } from './venue/bookings/v1/ResourceAvailability';
import type { ResourceEntry as _venue_bookings_v1_ResourceEntry, ResourceEntry__Output as _venue_bookings_v1_ResourceEntry__Output } from './venue/bookings/v1/ResourceEntry';
import type { SaveBookingRequest as _venue_bookings_v1_SaveBookingRequest, SaveBookingRequest__Output as _venue_bookings_v1_SaveBookingRequest__Output } from './venue/bookings/v1/SaveBookingRequest';
import type { SetEventRequest as _venue_bookings_v1_SetEventRequest, SetEventRequest__Output as _venue_bookings_v1_SetEventRequest__Output } from './venue/bookings/v1/SetEventRequest';
import type { SetEventResponse as _venue_bookings_v1_SetEventResponse, SetEventResponse__Output as _venue_bookings_v1_SetEventResponse__Output } from './venue/bookings/v1/SetEventResponse';
import type { SingleRule as _venue_bookings_v1_SingleRule, SingleRule__Output as _venue_bookings_v1_SingleRule__Output } from './venue/bookings/v1/SingleRule';
import type { UnsetEventRequest as _venue_bookings_v1_UnsetEventRequest, UnsetEventRequest__Output as _venue_bookings_v1_UnsetEventRequest__Output } from './venue/bookings/v1/UnsetEventRequest';
import type { UnsetEventResponse as _venue_bookings_v1_UnsetEventResponse, UnsetEventResponse__Output as _venue_bookings_v1_UnsetEventResponse__Output } from './venue/bookings/v1/UnsetEventResponse';
import type { WeeklyRule as _venue_bookings_v1_WeeklyRule, WeeklyRule__Output as _venue_bookings_v1_WeeklyRule__Output } from './venue/bookings/v1/WeeklyRule';
import type { WeeklySlot as _venue_bookings_v1_WeeklySlot, WeeklySlot__Output as _venue_bookings_v1_WeeklySlot__Output } from './venue/bookings/v1/WeeklySlot';
import type { YearlyRule as _venue_bookings_v1_YearlyRule, YearlyRule__Output as _venue_bookings_v1_YearlyRule__Output } from './venue/bookings/v1/YearlyRule';
import type { DayTimes as _venue_common_v1_DayTimes, DayTimes__Output as _venue_common_v1_DayTimes__Output } from './venue/common/v1/DayTimes';
import type { LocalDate as _venue_common_v1_LocalDate, LocalDate__Output as _venue_common_v1_LocalDate__Output } from './venue/common/v1/LocalDate';
import type { LocalDateTime as _venue_common_v1_LocalDateTime, LocalDateTime__Output as _venue_common_v1_LocalDateTime__Output } from './venue/common/v1/LocalDateTime';

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
        BookingMode: EnumTypeDefinition
        BookingStatus: EnumTypeDefinition
        BookingWriteResponse: MessageTypeDefinition<_venue_bookings_v1_BookingWriteResponse, _venue_bookings_v1_BookingWriteResponse__Output>
        BookingsService: SubtypeConstructor<typeof grpc.Client, _venue_bookings_v1_BookingsServiceClient> & { service: _venue_bookings_v1_BookingsServiceDefinition }
        Comparison: EnumTypeDefinition
        CustomFieldEntry: MessageTypeDefinition<_venue_bookings_v1_CustomFieldEntry, _venue_bookings_v1_CustomFieldEntry__Output>
        CustomFieldValue: MessageTypeDefinition<_venue_bookings_v1_CustomFieldValue, _venue_bookings_v1_CustomFieldValue__Output>
        CustomerDetails: MessageTypeDefinition<_venue_bookings_v1_CustomerDetails, _venue_bookings_v1_CustomerDetails__Output>
        DailyRule: MessageTypeDefinition<_venue_bookings_v1_DailyRule, _venue_bookings_v1_DailyRule__Output>
        DateRange: MessageTypeDefinition<_venue_bookings_v1_DateRange, _venue_bookings_v1_DateRange__Output>
        Event: MessageTypeDefinition<_venue_bookings_v1_Event, _venue_bookings_v1_Event__Output>
        EventData: MessageTypeDefinition<_venue_bookings_v1_EventData, _venue_bookings_v1_EventData__Output>
        FieldCondition: MessageTypeDefinition<_venue_bookings_v1_FieldCondition, _venue_bookings_v1_FieldCondition__Output>
        GetBookingRequest: MessageTypeDefinition<_venue_bookings_v1_GetBookingRequest, _venue_bookings_v1_GetBookingRequest__Output>
        GetBookingsRequest: MessageTypeDefinition<_venue_bookings_v1_GetBookingsRequest, _venue_bookings_v1_GetBookingsRequest__Output>
        GetEventRequest: MessageTypeDefinition<_venue_bookings_v1_GetEventRequest, _venue_bookings_v1_GetEventRequest__Output>
        Instance: MessageTypeDefinition<_venue_bookings_v1_Instance, _venue_bookings_v1_Instance__Output>
        ItemKind: EnumTypeDefinition
        ItemSelection: MessageTypeDefinition<_venue_bookings_v1_ItemSelection, _venue_bookings_v1_ItemSelection__Output>
        ListBookingsRequest: MessageTypeDefinition<_venue_bookings_v1_ListBookingsRequest, _venue_bookings_v1_ListBookingsRequest__Output>
        ListBookingsResponse: MessageTypeDefinition<_venue_bookings_v1_ListBookingsResponse, _venue_bookings_v1_ListBookingsResponse__Output>
        ListEventsRequest: MessageTypeDefinition<_venue_bookings_v1_ListEventsRequest, _venue_bookings_v1_ListEventsRequest__Output>
        ListEventsResponse: MessageTypeDefinition<_venue_bookings_v1_ListEventsResponse, _venue_bookings_v1_ListEventsResponse__Output>
        MonthlyByDayRule: MessageTypeDefinition<_venue_bookings_v1_MonthlyByDayRule, _venue_bookings_v1_MonthlyByDayRule__Output>
        MonthlyByWeekRule: MessageTypeDefinition<_venue_bookings_v1_MonthlyByWeekRule, _venue_bookings_v1_MonthlyByWeekRule__Output>
        Recurrence: MessageTypeDefinition<_venue_bookings_v1_Recurrence, _venue_bookings_v1_Recurrence__Output>
        ResourceAvailability: MessageTypeDefinition<_venue_bookings_v1_ResourceAvailability, _venue_bookings_v1_ResourceAvailability__Output>
        ResourceEntry: MessageTypeDefinition<_venue_bookings_v1_ResourceEntry, _venue_bookings_v1_ResourceEntry__Output>
        Salutation: EnumTypeDefinition
        SalutationTitle: EnumTypeDefinition
        SaveBookingRequest: MessageTypeDefinition<_venue_bookings_v1_SaveBookingRequest, _venue_bookings_v1_SaveBookingRequest__Output>
        SetEventRequest: MessageTypeDefinition<_venue_bookings_v1_SetEventRequest, _venue_bookings_v1_SetEventRequest__Output>
        SetEventResponse: MessageTypeDefinition<_venue_bookings_v1_SetEventResponse, _venue_bookings_v1_SetEventResponse__Output>
        SingleRule: MessageTypeDefinition<_venue_bookings_v1_SingleRule, _venue_bookings_v1_SingleRule__Output>
        UnsetEventRequest: MessageTypeDefinition<_venue_bookings_v1_UnsetEventRequest, _venue_bookings_v1_UnsetEventRequest__Output>
        UnsetEventResponse: MessageTypeDefinition<_venue_bookings_v1_UnsetEventResponse, _venue_bookings_v1_UnsetEventResponse__Output>
        WeekOfMonth: EnumTypeDefinition
        WeeklyRule: MessageTypeDefinition<_venue_bookings_v1_WeeklyRule, _venue_bookings_v1_WeeklyRule__Output>
        WeeklySlot: MessageTypeDefinition<_venue_bookings_v1_WeeklySlot, _venue_bookings_v1_WeeklySlot__Output>
        YearlyRule: MessageTypeDefinition<_venue_bookings_v1_YearlyRule, _venue_bookings_v1_YearlyRule__Output>
      }
    }
    common: {
      v1: {
        DayTimes: MessageTypeDefinition<_venue_common_v1_DayTimes, _venue_common_v1_DayTimes__Output>
        LocalDate: MessageTypeDefinition<_venue_common_v1_LocalDate, _venue_common_v1_LocalDate__Output>
        LocalDateTime: MessageTypeDefinition<_venue_common_v1_LocalDateTime, _venue_common_v1_LocalDateTime__Output>
        Weekday: EnumTypeDefinition
      }
    }
  }
}

