// Original file: proto/venue/customers/v1/customers.proto

import type { Group as _venue_customers_v1_Group, Group__Output as _venue_customers_v1_Group__Output } from '../../../venue/customers/v1/Group';

export interface ListGroupsResponse {
  'groups'?: (_venue_customers_v1_Group)[];
}

export interface ListGroupsResponse__Output {
  'groups': (_venue_customers_v1_Group__Output)[];
}
