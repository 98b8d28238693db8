import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { AddAddressesRequest as _venue_customers_v1_AddAddressesRequest, AddAddressesRequest__Output as _venue_customers_v1_AddAddressesRequest__Output } from './venue/customers/v1/AddAddressesRequest';
import type { AddAddressesResponse as _venue_customers_v1_AddAddressesResponse, AddAddressesResponse__Output as _venue_customers_v1_AddAddressesResponse__Output } from './venue/customers/v1/AddAddressesResponse';
import type { AddCustomerRequest as _venue_customers_v1_AddCustomerRequest, AddCustomerRequest__Output as _venue_customers_v1_AddCustomerRequest__Output } from './venue/customers/v1/AddCustomerRequest';
import type { AddGroupRequest as _venue_customers_v1_AddGroupRequest, AddGroupRequest__Output as _venue_customers_v1_AddGroupRequest__Output } from './venue/customers/v1/AddGroupRequest';
import type { Address as _venue_customers_v1_Address, Address__Output as _venue_customers_v1_Address__Output } from './venue/customers/v1/Address';
import type { ClearableBool as _venue_customers_v1_ClearableBool, ClearableBool__Output as _venue_customers_v1_ClearableBool__Output } from './venue/customers/v1/ClearableBool';
import type { ClearableInt64 as _venue_customers_v1_ClearableInt64, ClearableInt64__Output as _venue_customers_v1_ClearableInt64__Output } from './venue/customers/v1/ClearableInt64';
import type { Customer as _venue_customers_v1_Customer, Customer__Output as _venue_customers_v1_Customer__Output } from './venue/customers/v1/Customer';
import type { CustomerFields as _venue_customers_v1_CustomerFields, CustomerFields__Output as _venue_customers_v1_CustomerFields__Output } from './venue/customers/v1/CustomerFields';
import type { CustomerGroup as _venue_customers_v1_CustomerGroup, CustomerGroup__Output as _venue_customers_v1_CustomerGroup__Output } from './venue/customers/v1/CustomerGroup';
import type { CustomerName as _venue_customers_v1_CustomerName, CustomerName__Output as _venue_customers_v1_CustomerName__Output } from './venue/customers/v1/CustomerName';
import type { CustomerTag as _venue_customers_v1_CustomerTag, CustomerTag__Output as _venue_customers_v1_CustomerTag__Output } from './venue/customers/v1/CustomerTag';
import type { CustomerWriteResponse as _venue_customers_v1_CustomerWriteResponse, CustomerWriteResponse__Output as _venue_customers_v1_CustomerWriteResponse__Output } from './venue/customers/v1/CustomerWriteResponse';
import type { CustomersServiceClient as _venue_customers_v1_CustomersServiceClient, CustomersServiceDefinition as _venue_customers_v1_CustomersServiceDefinition } from './venue/customers/v1/CustomersService';
import type { EditCustomerRequest as _venue_customers_v1_EditCustomerRequest, EditCustomerRequest__Output as _venue_customers_v1_EditCustomerRequest__Output } from './venue/customers/v1/EditCustomerRequest';
import type { FindOrCreateCustomerRequest as _venue_customers_v1_FindOrCreateCustomerRequest, FindOrCreateCustomerRequest__Output as _venue_customers_v1_FindOrCreateCustomerRequest__Output } from './venue/customers/v1/FindOrCreateCustomerRequest';
import type { FindOrCreateCustomerResponse as _venue_customers_v1_FindOrCreateCustomerResponse, FindOrCreateCustomerResponse__Output as _venue_customers_v1_FindOrCreateCustomerResponse__Output } from './venue/customers/v1/FindOrCreateCustomerResponse';
import type { GetCustomerNamesResponse as _venue_customers_v1_GetCustomerNamesResponse, GetCustomerNamesResponse__Output as _venue_customers_v1_GetCustomerNamesResponse__Output } from './venue/customers/v1/GetCustomerNamesResponse';
import type { GetCustomerRequest as _venue_customers_v1_GetCustomerRequest, GetCustomerRequest__Output as _venue_customers_v1_GetCustomerRequest__Output } from './venue/customers/v1/GetCustomerRequest';
import type { GetCustomersRequest as _venue_customers_v1_GetCustomersRequest, GetCustomersRequest__Output as _venue_customers_v1_GetCustomersRequest__Output } from './venue/customers/v1/GetCustomersRequest';
import type { GetCustomersResponse as _venue_customers_v1_GetCustomersResponse, GetCustomersResponse__Output as _venue_customers_v1_GetCustomersResponse__Output } from './venue/customers/v1/GetCustomersResponse';
import type { Group as _venue_customers_v1_Group, Group__Output as _venue_customers_v1_Group__Output } from './venue/customers/v1/Group';
import type { GroupIds as _venue_customers_v1_GroupIds, GroupIds__Output as _venue_customers_v1_GroupIds__Output } from './venue/customers/v1/GroupIds';
import type { ListCustomersRequest as _venue_customers_v1_ListCustomersRequest, ListCustomersRequest__Output as _venue_customers_v1_ListCustomersRequest__Output } from './venue/customers/v1/ListCustomersRequest';
import type { ListCustomersResponse as _venue_customers_v1_ListCustomersResponse, ListCustomersResponse__Output as _venue_customers_v1_ListCustomersResponse__Output } from './venue/customers/v1/ListCustomersResponse';
import type { ListGroupsRequest as _venue_customers_v1_ListGroupsRequest, ListGroupsRequest__Output as _venue_customers_v1_ListGroupsRequest__Output } from './venue/customers/v1/ListGroupsRequest';
import type { ListGroupsResponse as _venue_customers_v1_ListGroupsResponse, ListGroupsResponse__Output as _venue_customers_v1_ListGroupsResponse__Output } from './venue/customers/v1/ListGroupsResponse';
import type { Tag as _venue_customers_v1_Tag, Tag__Output as _venue_customers_v1_Tag__Output } from './venue/customers/v1/Tag';
import type { TagNames as _venue_customers_v1_TagNames, TagNames__Output as _venue_customers_v1_TagNames__Output } from './venue/customers/v1/TagNames';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  venue: {
    customers: {
      v1: {
        AddAddressesRequest: MessageTypeDefinition<_venue_customers_v1_AddAddressesRequest, _venue_customers_v1_AddAddressesRequest__Output>
        AddAddressesResponse: MessageTypeDefinition<_venue_customers_v1_AddAddressesResponse, _venue_customers_v1_AddAddressesResponse__Output>
        AddCustomerRequest: MessageTypeDefinition<_venue_customers_v1_AddCustomerRequest, _venue_customers_v1_AddCustomerRequest__Output>
        AddGroupRequest: MessageTypeDefinition<_venue_customers_v1_AddGroupRequest, _venue_customers_v1_AddGroupRequest__Output>
        Address: MessageTypeDefinition<_venue_customers_v1_Address, _venue_customers_v1_Address__Output>
        AddressType: EnumTypeDefinition
        ClearableBool: MessageTypeDefinition<_venue_customers_v1_ClearableBool, _venue_customers_v1_ClearableBool__Output>
        ClearableInt64: MessageTypeDefinition<_venue_customers_v1_ClearableInt64, _venue_customers_v1_ClearableInt64__Output>
        Customer: MessageTypeDefinition<_venue_customers_v1_Customer, _venue_customers_v1_Customer__Output>
        CustomerFields: MessageTypeDefinition<_venue_customers_v1_CustomerFields, _venue_customers_v1_CustomerFields__Output>
        CustomerGroup: MessageTypeDefinition<_venue_customers_v1_CustomerGroup, _venue_customers_v1_CustomerGroup__Output>
        CustomerName: MessageTypeDefinition<_venue_customers_v1_CustomerName, _venue_customers_v1_CustomerName__Output>
        CustomerTag: MessageTypeDefinition<_venue_customers_v1_CustomerTag, _venue_customers_v1_CustomerTag__Output>
        CustomerWriteResponse: MessageTypeDefinition<_venue_customers_v1_CustomerWriteResponse, _venue_customers_v1_CustomerWriteResponse__Output>
        CustomersService: SubtypeConstructor<typeof grpc.Client, _venue_customers_v1_CustomersServiceClient> & { service: _venue_customers_v1_CustomersServiceDefinition }
        EditCustomerRequest: MessageTypeDefinition<_venue_customers_v1_EditCustomerRequest, _venue_customers_v1_EditCustomerRequest__Output>
        FindOrCreateCustomerRequest: MessageTypeDefinition<_venue_customers_v1_FindOrCreateCustomerRequest, _venue_customers_v1_FindOrCreateCustomerRequest__Output>
        FindOrCreateCustomerResponse: MessageTypeDefinition<_venue_customers_v1_FindOrCreateCustomerResponse, _venue_customers_v1_FindOrCreateCustomerResponse__Output>
        GetCustomerNamesResponse: MessageTypeDefinition<_venue_customers_v1_GetCustomerNamesResponse, _venue_customers_v1_GetCustomerNamesResponse__Output>
        GetCustomerRequest: MessageTypeDefinition<_venue_customers_v1_GetCustomerRequest, _venue_customers_v1_GetCustomerRequest__Output>
        GetCustomersRequest: MessageTypeDefinition<_venue_customers_v1_GetCustomersRequest, _venue_customers_v1_GetCustomersRequest__Output>
        GetCustomersResponse: MessageTypeDefinition<_venue_customers_v1_GetCustomersResponse, _venue_customers_v1_GetCustomersResponse__Output>
        Group: MessageTypeDefinition<_venue_customers_v1_Group, _venue_customers_v1_Group__Output>
        GroupIds: MessageTypeDefinition<_venue_customers_v1_GroupIds, _venue_customers_v1_GroupIds__Output>
        ListCustomersRequest: MessageTypeDefinition<_venue_customers_v1_ListCustomersRequest, _venue_customers_v1_ListCustomersRequest__Output>
        ListCustomersResponse: MessageTypeDefinition<_venue_customers_v1_ListCustomersResponse, _venue_customers_v1_ListCustomersResponse__Output>
        ListGroupsRequest: MessageTypeDefinition<_venue_customers_v1_ListGroupsRequest, _venue_customers_v1_ListGroupsRequest__Output>
        ListGroupsResponse: MessageTypeDefinition<_venue_customers_v1_ListGroupsResponse, _venue_customers_v1_ListGroupsResponse__Output>
        Salutation: EnumTypeDefinition
        SalutationTitle: EnumTypeDefinition
        Tag: MessageTypeDefinition<_venue_customers_v1_Tag, _venue_customers_v1_Tag__Output>
        TagNames: MessageTypeDefinition<_venue_customers_v1_TagNames, _venue_customers_v1_TagNames__Output>
      }
    }
  }
}

