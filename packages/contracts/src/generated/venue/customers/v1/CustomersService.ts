// Original file: proto/venue/customers/v1/customers.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AddAddressesRequest as _venue_customers_v1_AddAddressesRequest, AddAddressesRequest__Output as _venue_customers_v1_AddAddressesRequest__Output } from '../../../venue/customers/v1/AddAddressesRequest';
import type { AddAddressesResponse as _venue_customers_v1_AddAddressesResponse, AddAddressesResponse__Output as _venue_customers_v1_AddAddressesResponse__Output } from '../../../venue/customers/v1/AddAddressesResponse';
import type { AddCustomerRequest as _venue_customers_v1_AddCustomerRequest, AddCustomerRequest__Output as _venue_customers_v1_AddCustomerRequest__Output } from '../../../venue/customers/v1/AddCustomerRequest';
import type { AddGroupRequest as _venue_customers_v1_AddGroupRequest, AddGroupRequest__Output as _venue_customers_v1_AddGroupRequest__Output } from '../../../venue/customers/v1/AddGroupRequest';
import type { Customer as _venue_customers_v1_Customer, Customer__Output as _venue_customers_v1_Customer__Output } from '../../../venue/customers/v1/Customer';
import type { CustomerWriteResponse as _venue_customers_v1_CustomerWriteResponse, CustomerWriteResponse__Output as _venue_customers_v1_CustomerWriteResponse__Output } from '../../../venue/customers/v1/CustomerWriteResponse';
import type { EditCustomerRequest as _venue_customers_v1_EditCustomerRequest, EditCustomerRequest__Output as _venue_customers_v1_EditCustomerRequest__Output } from '../../../venue/customers/v1/EditCustomerRequest';
import type { FindOrCreateCustomerRequest as _venue_customers_v1_FindOrCreateCustomerRequest, FindOrCreateCustomerRequest__Output as _venue_customers_v1_FindOrCreateCustomerRequest__Output } from '../../../venue/customers/v1/FindOrCreateCustomerRequest';
import type { FindOrCreateCustomerResponse as _venue_customers_v1_FindOrCreateCustomerResponse, FindOrCreateCustomerResponse__Output as _venue_customers_v1_FindOrCreateCustomerResponse__Output } from '../../../venue/customers/v1/FindOrCreateCustomerResponse';
import type { GetCustomerNamesResponse as _venue_customers_v1_GetCustomerNamesResponse, GetCustomerNamesResponse__Output as _venue_customers_v1_GetCustomerNamesResponse__Output } from '../../../venue/customers/v1/GetCustomerNamesResponse';
import type { GetCustomerRequest as _venue_customers_v1_GetCustomerRequest, GetCustomerRequest__Output as _venue_customers_v1_GetCustomerRequest__Output } from '../../../venue/customers/v1/GetCustomerRequest';
import type { GetCustomersRequest as _venue_customers_v1_GetCustomersRequest, GetCustomersRequest__Output as _venue_customers_v1_GetCustomersRequest__Output } from '../../../venue/customers/v1/GetCustomersRequest';
import type { GetCustomersResponse as _venue_customers_v1_GetCustomersResponse, GetCustomersResponse__Output as _venue_customers_v1_GetCustomersResponse__Output } from '../../../venue/customers/v1/GetCustomersResponse';
import type { Group as _venue_customers_v1_Group, Group__Output as _venue_customers_v1_Group__Output } from '../../../venue/customers/v1/Group';
import type { ListCustomersRequest as _venue_customers_v1_ListCustomersRequest, ListCustomersRequest__Output as _venue_customers_v1_ListCustomersRequest__Output } from '../../../venue/customers/v1/ListCustomersRequest';
import type { ListCustomersResponse as _venue_customers_v1_ListCustomersResponse, ListCustomersResponse__Output as _venue_customers_v1_ListCustomersResponse__Output } from '../../../venue/customers/v1/ListCustomersResponse';
import type { ListGroupsRequest as _venue_customers_v1_ListGroupsRequest, ListGroupsRequest__Output as _venue_customers_v1_ListGroupsRequest__Output } from '../../../venue/customers/v1/ListGroupsRequest';
import type { ListGroupsResponse as _venue_customers_v1_ListGroupsResponse, ListGroupsResponse__Output as _venue_customers_v1_ListGroupsResponse__Output } from '../../../venue/customers/v1/ListGroupsResponse';

export interface CustomersServiceClient extends grpc.Client {
  AddAddresses(argument: _venue_customers_v1_AddAddressesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_AddAddressesResponse__Output>): grpc.ClientUnaryCall;
  AddAddresses(argument: _venue_customers_v1_AddAddressesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_customers_v1_AddAddressesResponse__Output>): grpc.ClientUnaryCall;
  AddAddresses(argument: _venue_customers_v1_AddAddressesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_AddAddressesResponse__Output>): grpc.ClientUnaryCall;
  AddAddresses(argument: _venue_customers_v1_AddAddressesRequest, callback: grpc.requestCallback<_venue_customers_v1_AddAddressesResponse__Output>): grpc.ClientUnaryCall;
  addAddresses(argument: _venue_customers_v1_AddAddressesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_AddAddressesResponse__Output>): grpc.ClientUnaryCall;
  addAddresses(argument: _venue_customers_v1_AddAddressesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_customers_v1_AddAddressesResponse__Output>): grpc.ClientUnaryCall;
  addAddresses(argument: _venue_customers_v1_AddAddressesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_AddAddressesResponse__Output>): grpc.ClientUnaryCall;
  addAddresses(argument: _venue_customers_v1_AddAddressesRequest, callback: grpc.requestCallback<_venue_customers_v1_AddAddressesResponse__Output>): grpc.ClientUnaryCall;
  
  AddCustomer(argument: _venue_customers_v1_AddCustomerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_CustomerWriteResponse__Output>): grpc.ClientUnaryCall;
  AddCustomer(argument: _venue_customers_v1_AddCustomerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_customers_v1_CustomerWriteResponse__Output>): grpc.ClientUnaryCall;
  AddCustomer(argument: _venue_customers_v1_AddCustomerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_CustomerWriteResponse__Output>): grpc.ClientUnaryCall;
  AddCustomer(argument: _venue_customers_v1_AddCustomerRequest, callback: grpc.requestCallback<_venue_customers_v1_CustomerWriteResponse__Output>): grpc.ClientUnaryCall;
  addCustomer(argument: _venue_customers_v1_AddCustomerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_CustomerWriteResponse__Output>): grpc.ClientUnaryCall;
  addCustomer(argument: _venue_customers_v1_AddCustomerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_customers_v1_CustomerWriteResponse__Output>): grpc.ClientUnaryCall;
  addCustomer(argument: _venue_customers_v1_AddCustomerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_CustomerWriteResponse__Output>): grpc.ClientUnaryCall;
  addCustomer(argument: _venue_customers_v1_AddCustomerRequest, callback: grpc.requestCallback<_venue_customers_v1_CustomerWriteResponse__Output>): grpc.ClientUnaryCall;
  
  AddGroup(argument: _venue_customers_v1_AddGroupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_Group__Output>): grpc.ClientUnaryCall;
  AddGroup(argument: _venue_customers_v1_AddGroupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_customers_v1_Group__Output>): grpc.ClientUnaryCall;
  AddGroup(argument: _venue_customers_v1_AddGroupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_Group__Output>): grpc.ClientUnaryCall;
  AddGroup(argument: _venue_customers_v1_AddGroupRequest, callback: grpc.requestCallback<_venue_customers_v1_Group__Output>): grpc.ClientUnaryCall;
  addGroup(argument: _venue_customers_v1_AddGroupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_Group__Output>): grpc.ClientUnaryCall;
  addGroup(argument: _venue_customers_v1_AddGroupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_customers_v1_Group__Output>): grpc.ClientUnaryCall;
  addGroup(argument: _venue_customers_v1_AddGroupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_Group__Output>): grpc.ClientUnaryCall;
  addGroup(argument: _venue_customers_v1_AddGroupRequest, callback: grpc.requestCallback<_venue_customers_v1_Group__Output>): grpc.ClientUnaryCall;
  
  EditCustomer(argument: _venue_customers_v1_EditCustomerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_CustomerWriteResponse__Output>): grpc.ClientUnaryCall;
  EditCustomer(argument: _venue_customers_v1_EditCustomerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_customers_v1_CustomerWriteResponse__Output>): grpc.ClientUnaryCall;
  EditCustomer(argument: _venue_customers_v1_EditCustomerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_CustomerWriteResponse__Output>): grpc.ClientUnaryCall;
  EditCustomer(argument: _venue_customers_v1_EditCustomerRequest, callback: grpc.requestCallback<_venue_customers_v1_CustomerWriteResponse__Output>): grpc.ClientUnaryCall;
  editCustomer(argument: _venue_customers_v1_EditCustomerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_CustomerWriteResponse__Output>): grpc.ClientUnaryCall;
  editCustomer(argument: _venue_customers_v1_EditCustomerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_customers_v1_CustomerWriteResponse__Output>): grpc.ClientUnaryCall;
  editCustomer(argument: _venue_customers_v1_EditCustomerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_CustomerWriteResponse__Output>): grpc.ClientUnaryCall;
  editCustomer(argument: _venue_customers_v1_EditCustomerRequest, callback: grpc.requestCallback<_venue_customers_v1_CustomerWriteResponse__Output>): grpc.ClientUnaryCall;
  
  FindOrCreateCustomer(argument: _venue_customers_v1_FindOrCreateCustomerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_FindOrCreateCustomerResponse__Output>): grpc.ClientUnaryCall;
  FindOrCreateCustomer(argument: _venue_customers_v1_FindOrCreateCustomerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_customers_v1_FindOrCreateCustomerResponse__Output>): grpc.ClientUnaryCall;
  FindOrCreateCustomer(argument: _venue_customers_v1_FindOrCreateCustomerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_FindOrCreateCustomerResponse__Output>): grpc.ClientUnaryCall;
  FindOrCreateCustomer(argument: _venue_customers_v1_FindOrCreateCustomerRequest, callback: grpc.requestCallback<_venue_customers_v1_FindOrCreateCustomerResponse__Output>): grpc.ClientUnaryCall;
  findOrCreateCustomer(argument: _venue_customers_v1_FindOrCreateCustomerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_FindOrCreateCustomerResponse__Output>): grpc.ClientUnaryCall;
  findOrCreateCustomer(argument: _venue_customers_v1_FindOrCreateCustomerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_customers_v1_FindOrCreateCustomerResponse__Output>): grpc.ClientUnaryCall;
  findOrCreateCustomer(argument: _venue_customers_v1_FindOrCreateCustomerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_FindOrCreateCustomerResponse__Output>): grpc.ClientUnaryCall;
  findOrCreateCustomer(argument: _venue_customers_v1_FindOrCreateCustomerRequest, callback: grpc.requestCallback<_venue_customers_v1_FindOrCreateCustomerResponse__Output>): grpc.ClientUnaryCall;
  
  GetCustomer(argument: _venue_customers_v1_GetCustomerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_Customer__Output>): grpc.ClientUnaryCall;
  GetCustomer(argument: _venue_customers_v1_GetCustomerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_customers_v1_Customer__Output>): grpc.ClientUnaryCall;
  GetCustomer(argument: _venue_customers_v1_GetCustomerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_Customer__Output>): grpc.ClientUnaryCall;
  GetCustomer(argument: _venue_customers_v1_GetCustomerRequest, callback: grpc.requestCallback<_venue_customers_v1_Customer__Output>): grpc.ClientUnaryCall;
  getCustomer(argument: _venue_customers_v1_GetCustomerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_Customer__Output>): grpc.ClientUnaryCall;
  getCustomer(argument: _venue_customers_v1_GetCustomerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_customers_v1_Customer__Output>): grpc.ClientUnaryCall;
  getCustomer(argument: _venue_customers_v1_GetCustomerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_Customer__Output>): grpc.ClientUnaryCall;
  getCustomer(argument: _venue_customers_v1_GetCustomerRequest, callback: grpc.requestCallback<_venue_customers_v1_Customer__Output>): grpc.ClientUnaryCall;
  
  GetCustomerNames(argument: _venue_customers_v1_GetCustomersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_GetCustomerNamesResponse__Output>): grpc.ClientUnaryCall;
  GetCustomerNames(argument: _venue_customers_v1_GetCustomersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_customers_v1_GetCustomerNamesResponse__Output>): grpc.ClientUnaryCall;
  GetCustomerNames(argument: _venue_customers_v1_GetCustomersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_GetCustomerNamesResponse__Output>): grpc.ClientUnaryCall;
  GetCustomerNames(argument: _venue_customers_v1_GetCustomersRequest, callback: grpc.requestCallback<_venue_customers_v1_GetCustomerNamesResponse__Output>): grpc.ClientUnaryCall;
  getCustomerNames(argument: _venue_customers_v1_GetCustomersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_GetCustomerNamesResponse__Output>): grpc.ClientUnaryCall;
  getCustomerNames(argument: _venue_customers_v1_GetCustomersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_customers_v1_GetCustomerNamesResponse__Output>): grpc.ClientUnaryCall;
  getCustomerNames(argument: _venue_customers_v1_GetCustomersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_GetCustomerNamesResponse__Output>): grpc.ClientUnaryCall;
  getCustomerNames(argument: _venue_customers_v1_GetCustomersRequest, callback: grpc.requestCallback<_venue_customers_v1_GetCustomerNamesResponse__Output>): grpc.ClientUnaryCall;
  
  GetCustomers(argument: _venue_customers_v1_GetCustomersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_GetCustomersResponse__Output>): grpc.ClientUnaryCall;
  GetCustomers(argument: _venue_customers_v1_GetCustomersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_customers_v1_GetCustomersResponse__Output>): grpc.ClientUnaryCall;
  GetCustomers(argument: _venue_customers_v1_GetCustomersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_GetCustomersResponse__Output>): grpc.ClientUnaryCall;
  GetCustomers(argument: _venue_customers_v1_GetCustomersRequest, callback: grpc.requestCallback<_venue_customers_v1_GetCustomersResponse__Output>): grpc.ClientUnaryCall;
  getCustomers(argument: _venue_customers_v1_GetCustomersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_GetCustomersResponse__Output>): grpc.ClientUnaryCall;
  getCustomers(argument: _venue_customers_v1_GetCustomersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_customers_v1_GetCustomersResponse__Output>): grpc.ClientUnaryCall;
  getCustomers(argument: _venue_customers_v1_GetCustomersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_GetCustomersResponse__Output>): grpc.ClientUnaryCall;
  getCustomers(argument: _venue_customers_v1_GetCustomersRequest, callback: grpc.requestCallback<_venue_customers_v1_GetCustomersResponse__Output>): grpc.ClientUnaryCall;
  
  ListCustomers(argument: _venue_customers_v1_ListCustomersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_ListCustomersResponse__Output>): grpc.ClientUnaryCall;
  ListCustomers(argument: _venue_customers_v1_ListCustomersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_customers_v1_ListCustomersResponse__Output>): grpc.ClientUnaryCall;
  ListCustomers(argument: _venue_customers_v1_ListCustomersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_ListCustomersResponse__Output>): grpc.ClientUnaryCall;
  ListCustomers(argument: _venue_customers_v1_ListCustomersRequest, callback: grpc.requestCallback<_venue_customers_v1_ListCustomersResponse__Output>): grpc.ClientUnaryCall;
  listCustomers(argument: _venue_customers_v1_ListCustomersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_ListCustomersResponse__Output>): grpc.ClientUnaryCall;
  listCustomers(argument: _venue_customers_v1_ListCustomersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_customers_v1_ListCustomersResponse__Output>): grpc.ClientUnaryCall;
  listCustomers(argument: _venue_customers_v1_ListCustomersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_ListCustomersResponse__Output>): grpc.ClientUnaryCall;
  listCustomers(argument: _venue_customers_v1_ListCustomersRequest, callback: grpc.requestCallback<_venue_customers_v1_ListCustomersResponse__Output>): grpc.ClientUnaryCall;
  
  ListGroups(argument: _venue_customers_v1_ListGroupsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_ListGroupsResponse__Output>): grpc.ClientUnaryCall;
  ListGroups(argument: _venue_customers_v1_ListGroupsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_customers_v1_ListGroupsResponse__Output>): grpc.ClientUnaryCall;
  ListGroups(argument: _venue_customers_v1_ListGroupsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_ListGroupsResponse__Output>): grpc.ClientUnaryCall;
  ListGroups(argument: _venue_customers_v1_ListGroupsRequest, callback: grpc.requestCallback<_venue_customers_v1_ListGroupsResponse__Output>): grpc.ClientUnaryCall;
  listGroups(argument: _venue_customers_v1_ListGroupsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_ListGroupsResponse__Output>): grpc.ClientUnaryCall;
  listGroups(argument: _venue_customers_v1_ListGroupsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_customers_v1_ListGroupsResponse__Output>): grpc.ClientUnaryCall;
  listGroups(argument: _venue_customers_v1_ListGroupsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_customers_v1_ListGroupsResponse__Output>): grpc.ClientUnaryCall;
  listGroups(argument: _venue_customers_v1_ListGroupsRequest, callback: grpc.requestCallback<_venue_customers_v1_ListGroupsResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface CustomersServiceHandlers extends grpc.UntypedServiceImplementation {
  AddAddresses: grpc.handleUnaryCall<_venue_customers_v1_AddAddressesRequest__Output, _venue_customers_v1_AddAddressesResponse>;
  
  AddCustomer: grpc.handleUnaryCall<_venue_customers_v1_AddCustomerRequest__Output, _venue_customers_v1_CustomerWriteResponse>;
  
  AddGroup: grpc.handleUnaryCall<_venue_customers_v1_AddGroupRequest__Output, _venue_customers_v1_Group>;
  
  EditCustomer: grpc.handleUnaryCall<_venue_customers_v1_EditCustomerRequest__Output, _venue_customers_v1_CustomerWriteResponse>;
  
  FindOrCreateCustomer: grpc.handleUnaryCall<_venue_customers_v1_FindOrCreateCustomerRequest__Output, _venue_customers_v1_FindOrCreateCustomerResponse>;
  
  GetCustomer: grpc.handleUnaryCall<_venue_customers_v1_GetCustomerRequest__Output, _venue_customers_v1_Customer>;
  
  GetCustomerNames: grpc.handleUnaryCall<_venue_customers_v1_GetCustomersRequest__Output, _venue_customers_v1_GetCustomerNamesResponse>;
  
  GetCustomers: grpc.handleUnaryCall<_venue_customers_v1_GetCustomersRequest__Output, _venue_customers_v1_GetCustomersResponse>;
  
  ListCustomers: grpc.handleUnaryCall<_venue_customers_v1_ListCustomersRequest__Output, _venue_customers_v1_ListCustomersResponse>;
  
  ListGroups: grpc.handleUnaryCall<_venue_customers_v1_ListGroupsRequest__Output, _venue_customers_v1_ListGroupsResponse>;
  
}

export interface CustomersServiceDefinition extends grpc.ServiceDefinition {
  AddAddresses: MethodDefinition<_venue_customers_v1_AddAddressesRequest, _venue_customers_v1_AddAddressesResponse, _venue_customers_v1_AddAddressesRequest__Output, _venue_customers_v1_AddAddressesResponse__Output>
  AddCustomer: MethodDefinition<_venue_customers_v1_AddCustomerRequest, _venue_customers_v1_CustomerWriteResponse, _venue_customers_v1_AddCustomerRequest__Output, _venue_customers_v1_CustomerWriteResponse__Output>
  AddGroup: MethodDefinition<_venue_customers_v1_AddGroupRequest, _venue_customers_v1_Group, _venue_customers_v1_AddGroupRequest__Output, _venue_customers_v1_Group__Output>
  EditCustomer: MethodDefinition<_venue_customers_v1_EditCustomerRequest, _venue_customers_v1_CustomerWriteResponse, _venue_customers_v1_EditCustomerRequest__Output, _venue_customers_v1_CustomerWriteResponse__Output>
  FindOrCreateCustomer: MethodDefinition<_venue_customers_v1_FindOrCreateCustomerRequest, _venue_customers_v1_FindOrCreateCustomerResponse, _venue_customers_v1_FindOrCreateCustomerRequest__Output, _venue_customers_v1_FindOrCreateCustomerResponse__Output>
  GetCustomer: MethodDefinition<_venue_customers_v1_GetCustomerRequest, _venue_customers_v1_Customer, _venue_customers_v1_GetCustomerRequest__Output, _venue_customers_v1_Customer__Output>
  GetCustomerNames: MethodDefinition<_venue_customers_v1_GetCustomersRequest, _venue_customers_v1_GetCustomerNamesResponse, _venue_customers_v1_GetCustomersRequest__Output, _venue_customers_v1_GetCustomerNamesResponse__Output>
  GetCustomers: MethodDefinition<_venue_customers_v1_GetCustomersRequest, _venue_customers_v1_GetCustomersResponse, _venue_customers_v1_GetCustomersRequest__Output, _venue_customers_v1_GetCustomersResponse__Output>
  ListCustomers: MethodDefinition<_venue_customers_v1_ListCustomersRequest, _venue_customers_v1_ListCustomersResponse, _venue_customers_v1_ListCustomersRequest__Output, _venue_customers_v1_ListCustomersResponse__Output>
  ListGroups: MethodDefinition<_venue_customers_v1_ListGroupsRequest, _venue_customers_v1_ListGroupsResponse, _venue_customers_v1_ListGroupsRequest__Output, _venue_customers_v1_ListGroupsResponse__Output>
}
