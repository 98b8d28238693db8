// Original file: proto/venue/resources/v1/resources.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AddCategoryRequest as _venue_resources_v1_AddCategoryRequest, AddCategoryRequest__Output as _venue_resources_v1_AddCategoryRequest__Output } from '../../../venue/resources/v1/AddCategoryRequest';
import type { AddCustomFieldRequest as _venue_resources_v1_AddCustomFieldRequest, AddCustomFieldRequest__Output as _venue_resources_v1_AddCustomFieldRequest__Output } from '../../../venue/resources/v1/AddCustomFieldRequest';
import type { AddHolidayRequest as _venue_resources_v1_AddHolidayRequest, AddHolidayRequest__Output as _venue_resources_v1_AddHolidayRequest__Output } from '../../../venue/resources/v1/AddHolidayRequest';
import type { AddResourceRequest as _venue_resources_v1_AddResourceRequest, AddResourceRequest__Output as _venue_resources_v1_AddResourceRequest__Output } from '../../../venue/resources/v1/AddResourceRequest';
import type { AddResourceResponse as _venue_resources_v1_AddResourceResponse, AddResourceResponse__Output as _venue_resources_v1_AddResourceResponse__Output } from '../../../venue/resources/v1/AddResourceResponse';
import type { Category as _venue_resources_v1_Category, Category__Output as _venue_resources_v1_Category__Output } from '../../../venue/resources/v1/Category';
import type { CustomField as _venue_resources_v1_CustomField, CustomField__Output as _venue_resources_v1_CustomField__Output } from '../../../venue/resources/v1/CustomField';
import type { DeleteHolidayRequest as _venue_resources_v1_DeleteHolidayRequest, DeleteHolidayRequest__Output as _venue_resources_v1_DeleteHolidayRequest__Output } from '../../../venue/resources/v1/DeleteHolidayRequest';
import type { DeleteHolidayResponse as _venue_resources_v1_DeleteHolidayResponse, DeleteHolidayResponse__Output as _venue_resources_v1_DeleteHolidayResponse__Output } from '../../../venue/resources/v1/DeleteHolidayResponse';
import type { DescribeResourcesRequest as _venue_resources_v1_DescribeResourcesRequest, DescribeResourcesRequest__Output as _venue_resources_v1_DescribeResourcesRequest__Output } from '../../../venue/resources/v1/DescribeResourcesRequest';
import type { DescribeResourcesResponse as _venue_resources_v1_DescribeResourcesResponse, DescribeResourcesResponse__Output as _venue_resources_v1_DescribeResourcesResponse__Output } from '../../../venue/resources/v1/DescribeResourcesResponse';
import type { GetResourceRequest as _venue_resources_v1_GetResourceRequest, GetResourceRequest__Output as _venue_resources_v1_GetResourceRequest__Output } from '../../../venue/resources/v1/GetResourceRequest';
import type { GetResourceResponse as _venue_resources_v1_GetResourceResponse, GetResourceResponse__Output as _venue_resources_v1_GetResourceResponse__Output } from '../../../venue/resources/v1/GetResourceResponse';
import type { GetResourceTreeRequest as _venue_resources_v1_GetResourceTreeRequest, GetResourceTreeRequest__Output as _venue_resources_v1_GetResourceTreeRequest__Output } from '../../../venue/resources/v1/GetResourceTreeRequest';
import type { GetResourceTreeResponse as _venue_resources_v1_GetResourceTreeResponse, GetResourceTreeResponse__Output as _venue_resources_v1_GetResourceTreeResponse__Output } from '../../../venue/resources/v1/GetResourceTreeResponse';
import type { GetScheduleRequest as _venue_resources_v1_GetScheduleRequest, GetScheduleRequest__Output as _venue_resources_v1_GetScheduleRequest__Output } from '../../../venue/resources/v1/GetScheduleRequest';
import type { Holiday as _venue_resources_v1_Holiday, Holiday__Output as _venue_resources_v1_Holiday__Output } from '../../../venue/resources/v1/Holiday';
import type { ListCategoriesRequest as _venue_resources_v1_ListCategoriesRequest, ListCategoriesRequest__Output as _venue_resources_v1_ListCategoriesRequest__Output } from '../../../venue/resources/v1/ListCategoriesRequest';
import type { ListCategoriesResponse as _venue_resources_v1_ListCategoriesResponse, ListCategoriesResponse__Output as _venue_resources_v1_ListCategoriesResponse__Output } from '../../../venue/resources/v1/ListCategoriesResponse';
import type { ListCustomFieldsRequest as _venue_resources_v1_ListCustomFieldsRequest, ListCustomFieldsRequest__Output as _venue_resources_v1_ListCustomFieldsRequest__Output } from '../../../venue/resources/v1/ListCustomFieldsRequest';
import type { ListCustomFieldsResponse as _venue_resources_v1_ListCustomFieldsResponse, ListCustomFieldsResponse__Output as _venue_resources_v1_ListCustomFieldsResponse__Output } from '../../../venue/resources/v1/ListCustomFieldsResponse';
import type { ListResourcesRequest as _venue_resources_v1_ListResourcesRequest, ListResourcesRequest__Output as _venue_resources_v1_ListResourcesRequest__Output } from '../../../venue/resources/v1/ListResourcesRequest';
import type { ListResourcesResponse as _venue_resources_v1_ListResourcesResponse, ListResourcesResponse__Output as _venue_resources_v1_ListResourcesResponse__Output } from '../../../venue/resources/v1/ListResourcesResponse';
import type { ListSchedulesRequest as _venue_resources_v1_ListSchedulesRequest, ListSchedulesRequest__Output as _venue_resources_v1_ListSchedulesRequest__Output } from '../../../venue/resources/v1/ListSchedulesRequest';
import type { ListSchedulesResponse as _venue_resources_v1_ListSchedulesResponse, ListSchedulesResponse__Output as _venue_resources_v1_ListSchedulesResponse__Output } from '../../../venue/resources/v1/ListSchedulesResponse';
import type { Schedule as _venue_resources_v1_Schedule, Schedule__Output as _venue_resources_v1_Schedule__Output } from '../../../venue/resources/v1/Schedule';
import type { SetOpeningTimesRequest as _venue_resources_v1_SetOpeningTimesRequest, SetOpeningTimesRequest__Output as _venue_resources_v1_SetOpeningTimesRequest__Output } from '../../../venue/resources/v1/SetOpeningTimesRequest';
import type { UpdateResourceRequest as _venue_resources_v1_UpdateResourceRequest, UpdateResourceRequest__Output as _venue_resources_v1_UpdateResourceRequest__Output } from '../../../venue/resources/v1/UpdateResourceRequest';
import type { UpdateResourceResponse as _venue_resources_v1_UpdateResourceResponse, UpdateResourceResponse__Output as _venue_resources_v1_UpdateResourceResponse__Output } from '../../../venue/resources/v1/UpdateResourceResponse';

export interface ResourcesServiceClient extends grpc.Client {
  AddCategory(argument: _venue_resources_v1_AddCategoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_Category__Output>): grpc.ClientUnaryCall;
  AddCategory(argument: _venue_resources_v1_AddCategoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_resources_v1_Category__Output>): grpc.ClientUnaryCall;
  AddCategory(argument: _venue_resources_v1_AddCategoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_Category__Output>): grpc.ClientUnaryCall;
  AddCategory(argument: _venue_resources_v1_AddCategoryRequest, callback: grpc.requestCallback<_venue_resources_v1_Category__Output>): grpc.ClientUnaryCall;
  addCategory(argument: _venue_resources_v1_AddCategoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_Category__Output>): grpc.ClientUnaryCall;
  addCategory(argument: _venue_resources_v1_AddCategoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_resources_v1_Category__Output>): grpc.ClientUnaryCall;
  addCategory(argument: _venue_resources_v1_AddCategoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_Category__Output>): grpc.ClientUnaryCall;
  addCategory(argument: _venue_resources_v1_AddCategoryRequest, callback: grpc.requestCallback<_venue_resources_v1_Category__Output>): grpc.ClientUnaryCall;
  
  AddCustomField(argument: _venue_resources_v1_AddCustomFieldRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_CustomField__Output>): grpc.ClientUnaryCall;
  AddCustomField(argument: _venue_resources_v1_AddCustomFieldRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_resources_v1_CustomField__Output>): grpc.ClientUnaryCall;
  AddCustomField(argument: _venue_resources_v1_AddCustomFieldRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_CustomField__Output>): grpc.ClientUnaryCall;
  AddCustomField(argument: _venue_resources_v1_AddCustomFieldRequest, callback: grpc.requestCallback<_venue_resources_v1_CustomField__Output>): grpc.ClientUnaryCall;
  addCustomField(argument: _venue_resources_v1_AddCustomFieldRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_CustomField__Output>): grpc.ClientUnaryCall;
  addCustomField(argument: _venue_resources_v1_AddCustomFieldRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_resources_v1_CustomField__Output>): grpc.ClientUnaryCall;
  addCustomField(argument: _venue_resources_v1_AddCustomFieldRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_CustomField__Output>): grpc.ClientUnaryCall;
  addCustomField(argument: _venue_resources_v1_AddCustomFieldRequest, callback: grpc.requestCallback<_venue_resources_v1_CustomField__Output>): grpc.ClientUnaryCall;
  
  AddHoliday(argument: _venue_resources_v1_AddHolidayRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_Holiday__Output>): grpc.ClientUnaryCall;
  AddHoliday(argument: _venue_resources_v1_AddHolidayRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_resources_v1_Holiday__Output>): grpc.ClientUnaryCall;
  AddHoliday(argument: _venue_resources_v1_AddHolidayRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_Holiday__Output>): grpc.ClientUnaryCall;
  AddHoliday(argument: _venue_resources_v1_AddHolidayRequest, callback: grpc.requestCallback<_venue_resources_v1_Holiday__Output>): grpc.ClientUnaryCall;
  addHoliday(argument: _venue_resources_v1_AddHolidayRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_Holiday__Output>): grpc.ClientUnaryCall;
  addHoliday(argument: _venue_resources_v1_AddHolidayRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_resources_v1_Holiday__Output>): grpc.ClientUnaryCall;
  addHoliday(argument: _venue_resources_v1_AddHolidayRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_Holiday__Output>): grpc.ClientUnaryCall;
  addHoliday(argument: _venue_resources_v1_AddHolidayRequest, callback: grpc.requestCallback<_venue_resources_v1_Holiday__Output>): grpc.ClientUnaryCall;
  
  AddResource(argument: _venue_resources_v1_AddResourceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_AddResourceResponse__Output>): grpc.ClientUnaryCall;
  AddResource(argument: _venue_resources_v1_AddResourceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_resources_v1_AddResourceResponse__Output>): grpc.ClientUnaryCall;
  AddResource(argument: _venue_resources_v1_AddResourceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_AddResourceResponse__Output>): grpc.ClientUnaryCall;
  AddResource(argument: _venue_resources_v1_AddResourceRequest, callback: grpc.requestCallback<_venue_resources_v1_AddResourceResponse__Output>): grpc.ClientUnaryCall;
  addResource(argument: _venue_resources_v1_AddResourceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_AddResourceResponse__Output>): grpc.ClientUnaryCall;
  addResource(argument: _venue_resources_v1_AddResourceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_resources_v1_AddResourceResponse__Output>): grpc.ClientUnaryCall;
  addResource(argument: _venue_resources_v1_AddResourceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_AddResourceResponse__Output>): grpc.ClientUnaryCall;
  addResource(argument: _venue_resources_v1_AddResourceRequest, callback: grpc.requestCallback<_venue_resources_v1_AddResourceResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteHoliday(argument: _venue_resources_v1_DeleteHolidayRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_DeleteHolidayResponse__Output>): grpc.ClientUnaryCall;
  DeleteHoliday(argument: _venue_resources_v1_DeleteHolidayRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_resources_v1_DeleteHolidayResponse__Output>): grpc.ClientUnaryCall;
  DeleteHoliday(argument: _venue_resources_v1_DeleteHolidayRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_DeleteHolidayResponse__Output>): grpc.ClientUnaryCall;
  DeleteHoliday(argument: _venue_resources_v1_DeleteHolidayRequest, callback: grpc.requestCallback<_venue_resources_v1_DeleteHolidayResponse__Output>): grpc.ClientUnaryCall;
  deleteHoliday(argument: _venue_resources_v1_DeleteHolidayRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_DeleteHolidayResponse__Output>): grpc.ClientUnaryCall;
  deleteHoliday(argument: _venue_resources_v1_DeleteHolidayRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_resources_v1_DeleteHolidayResponse__Output>): grpc.ClientUnaryCall;
  deleteHoliday(argument: _venue_resources_v1_DeleteHolidayRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_DeleteHolidayResponse__Output>): grpc.ClientUnaryCall;
  deleteHoliday(argument: _venue_resources_v1_DeleteHolidayRequest, callback: grpc.requestCallback<_venue_resources_v1_DeleteHolidayResponse__Output>): grpc.ClientUnaryCall;
  
  DescribeResources(argument: _venue_resources_v1_DescribeResourcesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_DescribeResourcesResponse__Output>): grpc.ClientUnaryCall;
  DescribeResources(argument: _venue_resources_v1_DescribeResourcesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_resources_v1_DescribeResourcesResponse__Output>): grpc.ClientUnaryCall;
  DescribeResources(argument: _venue_resources_v1_DescribeResourcesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_DescribeResourcesResponse__Output>): grpc.ClientUnaryCall;
  DescribeResources(argument: _venue_resources_v1_DescribeResourcesRequest, callback: grpc.requestCallback<_venue_resources_v1_DescribeResourcesResponse__Output>): grpc.ClientUnaryCall;
  describeResources(argument: _venue_resources_v1_DescribeResourcesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_DescribeResourcesResponse__Output>): grpc.ClientUnaryCall;
  describeResources(argument: _venue_resources_v1_DescribeResourcesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_resources_v1_DescribeResourcesResponse__Output>): grpc.ClientUnaryCall;
  describeResources(argument: _venue_resources_v1_DescribeResourcesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_DescribeResourcesResponse__Output>): grpc.ClientUnaryCall;
  describeResources(argument: _venue_resources_v1_DescribeResourcesRequest, callback: grpc.requestCallback<_venue_resources_v1_DescribeResourcesResponse__Output>): grpc.ClientUnaryCall;
  
  GetResource(argument: _venue_resources_v1_GetResourceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_GetResourceResponse__Output>): grpc.ClientUnaryCall;
  GetResource(argument: _venue_resources_v1_GetResourceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_resources_v1_GetResourceResponse__Output>): grpc.ClientUnaryCall;
  GetResource(argument: _venue_resources_v1_GetResourceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_GetResourceResponse__Output>): grpc.ClientUnaryCall;
  GetResource(argument: _venue_resources_v1_GetResourceRequest, callback: grpc.requestCallback<_venue_resources_v1_GetResourceResponse__Output>): grpc.ClientUnaryCall;
  getResource(argument: _venue_resources_v1_GetResourceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_GetResourceResponse__Output>): grpc.ClientUnaryCall;
  getResource(argument: _venue_resources_v1_GetResourceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_resources_v1_GetResourceResponse__Output>): grpc.ClientUnaryCall;
  getResource(argument: _venue_resources_v1_GetResourceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_GetResourceResponse__Output>): grpc.ClientUnaryCall;
  getResource(argument: _venue_resources_v1_GetResourceRequest, callback: grpc.requestCallback<_venue_resources_v1_GetResourceResponse__Output>): grpc.ClientUnaryCall;
  
  GetResourceTree(argument: _venue_resources_v1_GetResourceTreeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_GetResourceTreeResponse__Output>): grpc.ClientUnaryCall;
  GetResourceTree(argument: _venue_resources_v1_GetResourceTreeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_resources_v1_GetResourceTreeResponse__Output>): grpc.ClientUnaryCall;
  GetResourceTree(argument: _venue_resources_v1_GetResourceTreeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_GetResourceTreeResponse__Output>): grpc.ClientUnaryCall;
  GetResourceTree(argument: _venue_resources_v1_GetResourceTreeRequest, callback: grpc.requestCallback<_venue_resources_v1_GetResourceTreeResponse__Output>): grpc.ClientUnaryCall;
  getResourceTree(argument: _venue_resources_v1_GetResourceTreeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_GetResourceTreeResponse__Output>): grpc.ClientUnaryCall;
  getResourceTree(argument: _venue_resources_v1_GetResourceTreeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_resources_v1_GetResourceTreeResponse__Output>): grpc.ClientUnaryCall;
  getResourceTree(argument: _venue_resources_v1_GetResourceTreeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_GetResourceTreeResponse__Output>): grpc.ClientUnaryCall;
  getResourceTree(argument: _venue_resources_v1_GetResourceTreeRequest, callback: grpc.requestCallback<_venue_resources_v1_GetResourceTreeResponse__Output>): grpc.ClientUnaryCall;
  
  GetSchedule(argument: _venue_resources_v1_GetScheduleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_Schedule__Output>): grpc.ClientUnaryCall;
  GetSchedule(argument: _venue_resources_v1_GetScheduleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_resources_v1_Schedule__Output>): grpc.ClientUnaryCall;
  GetSchedule(argument: _venue_resources_v1_GetScheduleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_Schedule__Output>): grpc.ClientUnaryCall;
  GetSchedule(argument: _venue_resources_v1_GetScheduleRequest, callback: grpc.requestCallback<_venue_resources_v1_Schedule__Output>): grpc.ClientUnaryCall;
  getSchedule(argument: _venue_resources_v1_GetScheduleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_Schedule__Output>): grpc.ClientUnaryCall;
  getSchedule(argument: _venue_resources_v1_GetScheduleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_resources_v1_Schedule__Output>): grpc.ClientUnaryCall;
  getSchedule(argument: _venue_resources_v1_GetScheduleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_Schedule__Output>): grpc.ClientUnaryCall;
  getSchedule(argument: _venue_resources_v1_GetScheduleRequest, callback: grpc.requestCallback<_venue_resources_v1_Schedule__Output>): grpc.ClientUnaryCall;
  
  ListCategories(argument: _venue_resources_v1_ListCategoriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_ListCategoriesResponse__Output>): grpc.ClientUnaryCall;
  ListCategories(argument: _venue_resources_v1_ListCategoriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_resources_v1_ListCategoriesResponse__Output>): grpc.ClientUnaryCall;
  ListCategories(argument: _venue_resources_v1_ListCategoriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_ListCategoriesResponse__Output>): grpc.ClientUnaryCall;
  ListCategories(argument: _venue_resources_v1_ListCategoriesRequest, callback: grpc.requestCallback<_venue_resources_v1_ListCategoriesResponse__Output>): grpc.ClientUnaryCall;
  listCategories(argument: _venue_resources_v1_ListCategoriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_ListCategoriesResponse__Output>): grpc.ClientUnaryCall;
  listCategories(argument: _venue_resources_v1_ListCategoriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_resources_v1_ListCategoriesResponse__Output>): grpc.ClientUnaryCall;
  listCategories(argument: _venue_resources_v1_ListCategoriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_ListCategoriesResponse__Output>): grpc.ClientUnaryCall;
  listCategories(argument: _venue_resources_v1_ListCategoriesRequest, callback: grpc.requestCallback<_venue_resources_v1_ListCategoriesResponse__Output>): grpc.ClientUnaryCall;
  
  ListCustomFields(argument: _venue_resources_v1_ListCustomFieldsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_ListCustomFieldsResponse__Output>): grpc.ClientUnaryCall;
  ListCustomFields(argument: _venue_resources_v1_ListCustomFieldsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_resources_v1_ListCustomFieldsResponse__Output>): grpc.ClientUnaryCall;
  ListCustomFields(argument: _venue_resources_v1_ListCustomFieldsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_ListCustomFieldsResponse__Output>): grpc.ClientUnaryCall;
  ListCustomFields(argument: _venue_resources_v1_ListCustomFieldsRequest, callback: grpc.requestCallback<_venue_resources_v1_ListCustomFieldsResponse__Output>): grpc.ClientUnaryCall;
  listCustomFields(argument: _venue_resources_v1_ListCustomFieldsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_ListCustomFieldsResponse__Output>): grpc.ClientUnaryCall;
  listCustomFields(argument: _venue_resources_v1_ListCustomFieldsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_resources_v1_ListCustomFieldsResponse__Output>): grpc.ClientUnaryCall;
  listCustomFields(argument: _venue_resources_v1_ListCustomFieldsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_ListCustomFieldsResponse__Output>): grpc.ClientUnaryCall;
  listCustomFields(argument: _venue_resources_v1_ListCustomFieldsRequest, callback: grpc.requestCallback<_venue_resources_v1_ListCustomFieldsResponse__Output>): grpc.ClientUnaryCall;
  
  ListResources(argument: _venue_resources_v1_ListResourcesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_ListResourcesResponse__Output>): grpc.ClientUnaryCall;
  ListResources(argument: _venue_resources_v1_ListResourcesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_resources_v1_ListResourcesResponse__Output>): grpc.ClientUnaryCall;
  ListResources(argument: _venue_resources_v1_ListResourcesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_ListResourcesResponse__Output>): grpc.ClientUnaryCall;
  ListResources(argument: _venue_resources_v1_ListResourcesRequest, callback: grpc.requestCallback<_venue_resources_v1_ListResourcesResponse__Output>): grpc.ClientUnaryCall;
  listResources(argument: _venue_resources_v1_ListResourcesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_ListResourcesResponse__Output>): grpc.ClientUnaryCall;
  listResources(argument: _venue_resources_v1_ListResourcesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_resources_v1_ListResourcesResponse__Output>): grpc.ClientUnaryCall;
  listResources(argument: _venue_resources_v1_ListResourcesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_ListResourcesResponse__Output>): grpc.ClientUnaryCall;
  listResources(argument: _venue_resources_v1_ListResourcesRequest, callback: grpc.requestCallback<_venue_resources_v1_ListResourcesResponse__Output>): grpc.ClientUnaryCall;
  
  ListSchedules(argument: _venue_resources_v1_ListSchedulesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_ListSchedulesResponse__Output>): grpc.ClientUnaryCall;
  ListSchedules(argument: _venue_resources_v1_ListSchedulesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_resources_v1_ListSchedulesResponse__Output>): grpc.ClientUnaryCall;
  ListSchedules(argument: _venue_resources_v1_ListSchedulesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_ListSchedulesResponse__Output>): grpc.ClientUnaryCall;
  ListSchedules(argument: _venue_resources_v1_ListSchedulesRequest, callback: grpc.requestCallback<_venue_resources_v1_ListSchedulesResponse__Output>): grpc.ClientUnaryCall;
  listSchedules(argument: _venue_resources_v1_ListSchedulesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_ListSchedulesResponse__Output>): grpc.ClientUnaryCall;
  listSchedules(argument: _venue_resources_v1_ListSchedulesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_resources_v1_ListSchedulesResponse__Output>): grpc.ClientUnaryCall;
  listSchedules(argument: _venue_resources_v1_ListSchedulesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_ListSchedulesResponse__Output>): grpc.ClientUnaryCall;
  listSchedules(argument: _venue_resources_v1_ListSchedulesRequest, callback: grpc.requestCallback<_venue_resources_v1_ListSchedulesResponse__Output>): grpc.ClientUnaryCall;
  
  SetOpeningTimes(argument: _venue_resources_v1_SetOpeningTimesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_Schedule__Output>): grpc.ClientUnaryCall;
  SetOpeningTimes(argument: _venue_resources_v1_SetOpeningTimesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_resources_v1_Schedule__Output>): grpc.ClientUnaryCall;
  SetOpeningTimes(argument: _venue_resources_v1_SetOpeningTimesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_Schedule__Output>): grpc.ClientUnaryCall;
  SetOpeningTimes(argument: _venue_resources_v1_SetOpeningTimesRequest, callback: grpc.requestCallback<_venue_resources_v1_Schedule__Output>): grpc.ClientUnaryCall;
  setOpeningTimes(argument: _venue_resources_v1_SetOpeningTimesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_Schedule__Output>): grpc.ClientUnaryCall;
  setOpeningTimes(argument: _venue_resources_v1_SetOpeningTimesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_resources_v1_Schedule__Output>): grpc.ClientUnaryCall;
  setOpeningTimes(argument: _venue_resources_v1_SetOpeningTimesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_Schedule__Output>): grpc.ClientUnaryCall;
  setOpeningTimes(argument: _venue_resources_v1_SetOpeningTimesRequest, callback: grpc.requestCallback<_venue_resources_v1_Schedule__Output>): grpc.ClientUnaryCall;
  
  UpdateResource(argument: _venue_resources_v1_UpdateResourceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_UpdateResourceResponse__Output>): grpc.ClientUnaryCall;
  UpdateResource(argument: _venue_resources_v1_UpdateResourceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_resources_v1_UpdateResourceResponse__Output>): grpc.ClientUnaryCall;
  UpdateResource(argument: _venue_resources_v1_UpdateResourceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_UpdateResourceResponse__Output>): grpc.ClientUnaryCall;
  UpdateResource(argument: _venue_resources_v1_UpdateResourceRequest, callback: grpc.requestCallback<_venue_resources_v1_UpdateResourceResponse__Output>): grpc.ClientUnaryCall;
  updateResource(argument: _venue_resources_v1_UpdateResourceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_UpdateResourceResponse__Output>): grpc.ClientUnaryCall;
  updateResource(argument: _venue_resources_v1_UpdateResourceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_resources_v1_UpdateResourceResponse__Output>): grpc.ClientUnaryCall;
  updateResource(argument: _venue_resources_v1_UpdateResourceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_resources_v1_UpdateResourceResponse__Output>): grpc.ClientUnaryCall;
  updateResource(argument: _venue_resources_v1_UpdateResourceRequest, callback: grpc.requestCallback<_venue_resources_v1_UpdateResourceResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface ResourcesServiceHandlers extends grpc.UntypedServiceImplementation {
  AddCategory: grpc.handleUnaryCall<_venue_resources_v1_AddCategoryRequest__Output, _venue_resources_v1_Category>;
  
  AddCustomField: grpc.handleUnaryCall<_venue_resources_v1_AddCustomFieldRequest__Output, _venue_resources_v1_CustomField>;
  
  AddHoliday: grpc.handleUnaryCall<_venue_resources_v1_AddHolidayRequest__Output, _venue_resources_v1_Holiday>;
  
  AddResource: grpc.handleUnaryCall<_venue_resources_v1_AddResourceRequest__Output, _venue_resources_v1_AddResourceResponse>;
  
  DeleteHoliday: grpc.handleUnaryCall<_venue_resources_v1_DeleteHolidayRequest__Output, _venue_resources_v1_DeleteHolidayResponse>;
  
  DescribeResources: grpc.handleUnaryCall<_venue_resources_v1_DescribeResourcesRequest__Output, _venue_resources_v1_DescribeResourcesResponse>;
  
  GetResource: grpc.handleUnaryCall<_venue_resources_v1_GetResourceRequest__Output, _venue_resources_v1_GetResourceResponse>;
  
  GetResourceTree: grpc.handleUnaryCall<_venue_resources_v1_GetResourceTreeRequest__Output, _venue_resources_v1_GetResourceTreeResponse>;
  
  GetSchedule: grpc.handleUnaryCall<_venue_resources_v1_GetScheduleRequest__Output, _venue_resources_v1_Schedule>;
  
  ListCategories: grpc.handleUnaryCall<_venue_resources_v1_ListCategoriesRequest__Output, _venue_resources_v1_ListCategoriesResponse>;
  
  ListCustomFields: grpc.handleUnaryCall<_venue_resources_v1_ListCustomFieldsRequest__Output, _venue_resources_v1_ListCustomFieldsResponse>;
  
  ListResources: grpc.handleUnaryCall<_venue_resources_v1_ListResourcesRequest__Output, _venue_resources_v1_ListResourcesResponse>;
  
  ListSchedules: grpc.handleUnaryCall<_venue_resources_v1_ListSchedulesRequest__Output, _venue_resources_v1_ListSchedulesResponse>;
  
  SetOpeningTimes: grpc.handleUnaryCall<_venue_resources_v1_SetOpeningTimesRequest__Output, _venue_resources_v1_Schedule>;
  
  UpdateResource: grpc.handleUnaryCall<_venue_resources_v1_UpdateResourceRequest__Output, _venue_resources_v1_UpdateResourceResponse>;
  
}

export interface ResourcesServiceDefinition extends grpc.ServiceDefinition {
  AddCategory: MethodDefinition<_venue_resources_v1_AddCategoryRequest, _venue_resources_v1_Category, _venue_resources_v1_AddCategoryRequest__Output, _venue_resources_v1_Category__Output>
  AddCustomField: MethodDefinition<_venue_resources_v1_AddCustomFieldRequest, _venue_resources_v1_CustomField, _venue_resources_v1_AddCustomFieldRequest__Output, _venue_resources_v1_CustomField__Output>
  AddHoliday: MethodDefinition<_venue_resources_v1_AddHolidayRequest, _venue_resources_v1_Holiday, _venue_resources_v1_AddHolidayRequest__Output, _venue_resources_v1_Holiday__Output>
  AddResource: MethodDefinition<_venue_resources_v1_AddResourceRequest, _venue_resources_v1_AddResourceResponse, _venue_resources_v1_AddResourceRequest__Output, _venue_resources_v1_AddResourceResponse__Output>
  DeleteHoliday: MethodDefinition<_venue_resources_v1_DeleteHolidayRequest, _venue_resources_v1_DeleteHolidayResponse, _venue_resources_v1_DeleteHolidayRequest__Output, _venue_resources_v1_DeleteHolidayResponse__Output>
  DescribeResources: MethodDefinition<_venue_resources_v1_DescribeResourcesRequest, _venue_resources_v1_DescribeResourcesResponse, _venue_resources_v1_DescribeResourcesRequest__Output, _venue_resources_v1_DescribeResourcesResponse__Output>
  GetResource: MethodDefinition<_venue_resources_v1_GetResourceRequest, _venue_resources_v1_GetResourceResponse, _venue_resources_v1_GetResourceRequest__Output, _venue_resources_v1_GetResourceResponse__Output>
  GetResourceTree: MethodDefinition<_venue_resources_v1_GetResourceTreeRequest, _venue_resources_v1_GetResourceTreeResponse, _venue_resources_v1_GetResourceTreeRequest__Output, _venue_resources_v1_GetResourceTreeResponse__Output>
  GetSchedule: MethodDefinition<_venue_resources_v1_GetScheduleRequest, _venue_resources_v1_Schedule, _venue_resources_v1_GetScheduleRequest__Output, _venue_resources_v1_Schedule__Output>
  ListCategories: MethodDefinition<_venue_resources_v1_ListCategoriesRequest, _venue_resources_v1_ListCategoriesResponse, _venue_resources_v1_ListCategoriesRequest__Output, _venue_resources_v1_ListCategoriesResponse__Output>
  ListCustomFields: MethodDefinition<_venue_resources_v1_ListCustomFieldsRequest, _venue_resources_v1_ListCustomFieldsResponse, _venue_resources_v1_ListCustomFieldsRequest__Output, _venue_resources_v1_ListCustomFieldsResponse__Output>
  ListResources: MethodDefinition<_venue_resources_v1_ListResourcesRequest, _venue_resources_v1_ListResourcesResponse, _venue_resources_v1_ListResourcesRequest__Output, _venue_resources_v1_ListResourcesResponse__Output>
  ListSchedules: MethodDefinition<_venue_resources_v1_ListSchedulesRequest, _venue_resources_v1_ListSchedulesResponse, _venue_resources_v1_ListSchedulesRequest__Output, _venue_resources_v1_ListSchedulesResponse__Output>
  SetOpeningTimes: MethodDefinition<_venue_resources_v1_SetOpeningTimesRequest, _venue_resources_v1_Schedule, _venue_resources_v1_SetOpeningTimesRequest__Output, _venue_resources_v1_Schedule__Output>
  UpdateResource: MethodDefinition<_venue_resources_v1_UpdateResourceRequest, _venue_resources_v1_UpdateResourceResponse, _venue_resources_v1_UpdateResourceRequest__Output, _venue_resources_v1_UpdateResourceResponse__Output>
}
