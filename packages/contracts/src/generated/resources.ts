import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { DayTimes as _venue_common_v1_DayTimes, DayTimes__Output as _venue_common_v1_DayTimes__Output } from './venue/common/v1/DayTimes';
import type { LocalDate as _venue_common_v1_LocalDate, LocalDate__Output as _venue_common_v1_LocalDate__Output } from './venue/common/v1/LocalDate';
import type { LocalDateTime as _venue_common_v1_LocalDateTime, LocalDateTime__Output as _venue_common_v1_LocalDateTime__Output } from './venue/common/v1/LocalDateTime';
import type { AddCategoryRequest as _venue_resources_v1_AddCategoryRequest, AddCategoryRequest__Output as _venue_resources_v1_AddCategoryRequest__Output } from './venue/resources/v1/AddCategoryRequest';
import type { AddCustomFieldRequest as _venue_resources_v1_AddCustomFieldRequest, AddCustomFieldRequest__Output as _venue_resources_v1_AddCustomFieldRequest__Output } from './venue/resources/v1/AddCustomFieldRequest';
import type { AddHolidayRequest as _venue_resources_v1_AddHolidayRequest, AddHolidayRequest__Output as _venue_resources_v1_AddHolidayRequest__Output } from './venue/resources/v1/AddHolidayRequest';
import type { AddResourceRequest as _venue_resources_v1_AddResourceRequest, AddResourceRequest__Output as _venue_resources_v1_AddResourceRequest__Output } from './venue/resources/v1/AddResourceRequest';
import type { AddResourceResponse as _venue_resources_v1_AddResourceResponse, AddResourceResponse__Output as _venue_resources_v1_AddResourceResponse__Output } from './venue/resources/v1/AddResourceResponse';
import type { Category as _venue_resources_v1_Category, Category__Output as _venue_resources_v1_Category__Output } from './venue/resources/v1/Category';
import type { CustomField as _venue_resources_v1_CustomField, CustomField__Output as _venue_resources_v1_CustomField__Output } from './venue/resources/v1/CustomField';
import type { CustomFieldValue as _venue_resources_v1_CustomFieldValue, CustomFieldValue__Output as _venue_resources_v1_CustomFieldValue__Output } from './venue/resources/v1/CustomFieldValue';
import type { DeleteHolidayRequest as _venue_resources_v1_DeleteHolidayRequest, DeleteHolidayRequest__Output as _venue_resources_v1_DeleteHolidayRequest__Output } from './venue/resources/v1/DeleteHolidayRequest';
import type { DeleteHolidayResponse as _venue_resources_v1_DeleteHolidayResponse, DeleteHolidayResponse__Output as _venue_resources_v1_DeleteHolidayResponse__Output } from './venue/resources/v1/DeleteHolidayResponse';
import type { DescribeResourcesRequest as _venue_resources_v1_DescribeResourcesRequest, DescribeResourcesRequest__Output as _venue_resources_v1_DescribeResourcesRequest__Output } from './venue/resources/v1/DescribeResourcesRequest';
import type { DescribeResourcesResponse as _venue_resources_v1_DescribeResourcesResponse, DescribeResourcesResponse__Output as _venue_resources_v1_DescribeResourcesResponse__Output } from './venue/resources/v1/DescribeResourcesResponse';
import type { GetResourceRequest as _venue_resources_v1_GetResourceRequest, GetResourceRequest__Output as _venue_resources_v1_GetResourceRequest__Output } from './venue/resources/v1/GetResourceRequest';
import type { GetResourceResponse as _venue_resources_v1_GetResourceResponse, GetResourceResponse__Output as _venue_resources_v1_GetResourceResponse__Output } from './venue/resources/v1/GetResourceResponse';
import type { GetResourceTreeRequest as _venue_resources_v1_GetResourceTreeRequest, GetResourceTreeRequest__Output as _venue_resources_v1_GetResourceTreeRequest__Output } from './venue/resources/v1/GetResourceTreeRequest';
import type { GetResourceTreeResponse as _venue_resources_v1_GetResourceTreeResponse, GetResourceTreeResponse__Output as _venue_resources_v1_GetResourceTreeResponse__Output } from './venue/resources/v1/GetResourceTreeResponse';
import type { GetScheduleRequest as _venue_resources_v1_GetScheduleRequest, GetScheduleRequest__Output as _venue_resources_v1_GetScheduleRequest__Output } from './venue/resources/v1/GetScheduleRequest';
import type { Holiday as _venue_resources_v1_Holiday, Holiday__Output as _venue_resources_v1_Holiday__Output } from './venue/resources/v1/Holiday';
import type { ListCategoriesRequest as _venue_resources_v1_ListCategoriesRequest, ListCategoriesRequest__Output as _venue_resources_v1_ListCategoriesRequest__Output } from './venue/resources/v1/ListCategoriesRequest';
import type { ListCategoriesResponse as _venue_resources_v1_ListCategoriesResponse, ListCategoriesResponse__Output as _venue_resources_v1_ListCategoriesResponse__Output } from './venue/resources/v1/ListCategoriesResponse';
import type { ListCustomFieldsRequest as _venue_resources_v1_ListCustomFieldsRequest, ListCustomFieldsRequest__Output as _venue_resources_v1_ListCustomFieldsRequest__Output } from './venue/resources/v1/ListCustomFieldsRequest';
import type { ListCustomFieldsResponse as _venue_resources_v1_ListCustomFieldsResponse, ListCustomFieldsResponse__Output as _venue_resources_v1_ListCustomFieldsResponse__Output } from './venue/resources/v1/ListCustomFieldsResponse';
import type { ListResourcesRequest as _venue_resources_v1_ListResourcesRequest, ListResourcesRequest__Output as _venue_resources_v1_ListResourcesRequest__Output } from './venue/resources/v1/ListResourcesRequest';
import type { ListResourcesResponse as _venue_resources_v1_ListResourcesResponse, ListResourcesResponse__Output as _venue_resources_v1_ListResourcesResponse__Output } from './venue/resources/v1/ListResourcesResponse';
import type { ListSchedulesRequest as _venue_resources_v1_ListSchedulesRequest, ListSchedulesRequest__Output as _venue_resources_v1_ListSchedulesRequest__Output } from './venue/resources/v1/ListSchedulesRequest';
import type { ListSchedulesResponse as _venue_resources_v1_ListSchedulesResponse, ListSchedulesResponse__Output as _venue_resources_v1_ListSchedulesResponse__Output } from './venue/resources/v1/ListSchedulesResponse';
import type { OpeningTime as _venue_resources_v1_OpeningTime, OpeningTime__Output as _venue_resources_v1_OpeningTime__Output } from './venue/resources/v1/OpeningTime';
import type { PartSummary as _venue_resources_v1_PartSummary, PartSummary__Output as _venue_resources_v1_PartSummary__Output } from './venue/resources/v1/PartSummary';
import type { ResourceDetail as _venue_resources_v1_ResourceDetail, ResourceDetail__Output as _venue_resources_v1_ResourceDetail__Output } from './venue/resources/v1/ResourceDetail';
import type { ResourceName as _venue_resources_v1_ResourceName, ResourceName__Output as _venue_resources_v1_ResourceName__Output } from './venue/resources/v1/ResourceName';
import type { ResourceSummary as _venue_resources_v1_ResourceSummary, ResourceSummary__Output as _venue_resources_v1_ResourceSummary__Output } from './venue/resources/v1/ResourceSummary';
import type { ResourcesServiceClient as _venue_resources_v1_ResourcesServiceClient, ResourcesServiceDefinition as _venue_resources_v1_ResourcesServiceDefinition } from './venue/resources/v1/ResourcesService';
import type { Schedule as _venue_resources_v1_Schedule, Schedule__Output as _venue_resources_v1_Schedule__Output } from './venue/resources/v1/Schedule';
import type { SetOpeningTimesRequest as _venue_resources_v1_SetOpeningTimesRequest, SetOpeningTimesRequest__Output as _venue_resources_v1_SetOpeningTimesRequest__Output } from './venue/resources/v1/SetOpeningTimesRequest';
import type { UpdateResourceRequest as _venue_resources_v1_UpdateResourceRequest, UpdateResourceRequest__Output as _venue_resources_v1_UpdateResourceRequest__Output } from './venue/resources/v1/UpdateResourceRequest';
import type { UpdateResourceResponse as _venue_resources_v1_UpdateResourceResponse, UpdateResourceResponse__Output as _venue_resources_v1_UpdateResourceResponse__Output } from './venue/resources/v1/UpdateResourceResponse';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  venue: {
    common: {
      v1: {
        DayTimes: MessageTypeDefinition<_venue_common_v1_DayTimes, _venue_common_v1_DayTimes__Output>
        LocalDate: MessageTypeDefinition<_venue_common_v1_LocalDate, _venue_common_v1_LocalDate__Output>
        LocalDateTime: MessageTypeDefinition<_venue_common_v1_LocalDateTime, _venue_common_v1_LocalDateTime__Output>
        Weekday: EnumTypeDefinition
      }
    }
    resources: {
      v1: {
        AddCategoryRequest: MessageTypeDefinition<_venue_resources_v1_AddCategoryRequest, _venue_resources_v1_AddCategoryRequest__Output>
        AddCustomFieldRequest: MessageTypeDefinition<_venue_resources_v1_AddCustomFieldRequest, _venue_resources_v1_AddCustomFieldRequest__Output>
        AddHolidayRequest: MessageTypeDefinition<_venue_resources_v1_AddHolidayRequest, _venue_resources_v1_AddHolidayRequest__Output>
        AddResourceRequest: MessageTypeDefinition<_venue_resources_v1_AddResourceRequest, _venue_resources_v1_AddResourceRequest__Output>
        AddResourceResponse: MessageTypeDefinition<_venue_resources_v1_AddResourceResponse, _venue_resources_v1_AddResourceResponse__Output>
        Category: MessageTypeDefinition<_venue_resources_v1_Category, _venue_resources_v1_Category__Output>
        CustomField: MessageTypeDefinition<_venue_resources_v1_CustomField, _venue_resources_v1_CustomField__Output>
        CustomFieldValue: MessageTypeDefinition<_venue_resources_v1_CustomFieldValue, _venue_resources_v1_CustomFieldValue__Output>
        DeleteHolidayRequest: MessageTypeDefinition<_venue_resources_v1_DeleteHolidayRequest, _venue_resources_v1_DeleteHolidayRequest__Output>
        DeleteHolidayResponse: MessageTypeDefinition<_venue_resources_v1_DeleteHolidayResponse, _venue_resources_v1_DeleteHolidayResponse__Output>
        DescribeResourcesRequest: MessageTypeDefinition<_venue_resources_v1_DescribeResourcesRequest, _venue_resources_v1_DescribeResourcesRequest__Output>
        DescribeResourcesResponse: MessageTypeDefinition<_venue_resources_v1_DescribeResourcesResponse, _venue_resources_v1_DescribeResourcesResponse__Output>
        GetResourceRequest: MessageTypeDefinition<_venue_resources_v1_GetResourceRequest, _venue_resources_v1_GetResourceRequest__Output>
        GetResourceResponse: MessageTypeDefinition<_venue_resources_v1_GetResourceResponse, _venue_resources_v1_GetResourceResponse__Output>
        GetResourceTreeRequest: MessageTypeDefinition<_venue_resources_v1_GetResourceTreeRequest, _venue_resources_v1_GetResourceTreeRequest__Output>
        GetResourceTreeResponse: MessageTypeDefinition<_venue_resources_v1_GetResourceTreeResponse, _venue_resources_v1_GetResourceTreeResponse__Output>
        GetScheduleRequest: MessageTypeDefinition<_venue_resources_v1_GetScheduleRequest, _venue_resources_v1_GetScheduleRequest__Output>
        Holiday: MessageTypeDefinition<_venue_resources_v1_Holiday, _venue_resources_v1_Holiday__Output>
        ListCategoriesRequest: MessageTypeDefinition<_venue_resources_v1_ListCategoriesRequest, _venue_resources_v1_ListCategoriesRequest__Output>
        ListCategoriesResponse: MessageTypeDefinition<_venue_resources_v1_ListCategoriesResponse, _venue_resources_v1_ListCategoriesResponse__Output>
        ListCustomFieldsRequest: MessageTypeDefinition<_venue_resources_v1_ListCustomFieldsRequest, _venue_resources_v1_ListCustomFieldsRequest__Output>
        ListCustomFieldsResponse: MessageTypeDefinition<_venue_resources_v1_ListCustomFieldsResponse, _venue_resources_v1_ListCustomFieldsResponse__Output>
        ListResourcesRequest: MessageTypeDefinition<_venue_resources_v1_ListResourcesRequest, _venue_resources_v1_ListResourcesRequest__Output>
        ListResourcesResponse: MessageTypeDefinition<_venue_resources_v1_ListResourcesResponse, _venue_resources_v1_ListResourcesResponse__Output>
        ListSchedulesRequest: MessageTypeDefinition<_venue_resources_v1_ListSchedulesRequest, _venue_resources_v1_ListSchedulesRequest__Output>
        ListSchedulesResponse: MessageTypeDefinition<_venue_resources_v1_ListSchedulesResponse, _venue_resources_v1_ListSchedulesResponse__Output>
        OpeningTime: MessageTypeDefinition<_venue_resources_v1_OpeningTime, _venue_resources_v1_OpeningTime__Output>
        PartSummary: MessageTypeDefinition<_venue_resources_v1_PartSummary, _venue_resources_v1_PartSummary__Output>
        ResourceDetail: MessageTypeDefinition<_venue_resources_v1_ResourceDetail, _venue_resources_v1_ResourceDetail__Output>
        ResourceName: MessageTypeDefinition<_venue_resources_v1_ResourceName, _venue_resources_v1_ResourceName__Output>
        ResourceSummary: MessageTypeDefinition<_venue_resources_v1_ResourceSummary, _venue_resources_v1_ResourceSummary__Output>
        ResourcesService: SubtypeConstructor<typeof grpc.Client, _venue_resources_v1_ResourcesServiceClient> & { service: _venue_resources_v1_ResourcesServiceDefinition }
        Schedule: MessageTypeDefinition<_venue_resources_v1_Schedule, _venue_resources_v1_Schedule__Output>
        SetOpeningTimesRequest: MessageTypeDefinition<_venue_resources_v1_SetOpeningTimesRequest, _venue_resources_v1_SetOpeningTimesRequest__Output>
        UpdateResourceRequest: MessageTypeDefinition<_venue_resources_v1_UpdateResourceRequest, _venue_resources_v1_UpdateResourceRequest__Output>
        UpdateResourceResponse: MessageTypeDefinition<_venue_resources_v1_UpdateResourceResponse, _venue_resources_v1_UpdateResourceResponse__Output>
      }
    }
  }
}

