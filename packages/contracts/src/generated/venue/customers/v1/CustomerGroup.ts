// Original file: proto/venue/customers/v1/customers.proto

import type { Group as _venue_customers_v1_Group, Group__Output as _venue_customers_v1_Group__Output } from '../../../venue/customers/v1/Group';
import type { Long } from '@grpc/proto-loader';

export interface CustomerGroup {
  'id'?: (number | string | Long);
  'group'?: (_venue_customers_v1_Group | null);
  'is_default'?: (boolean);
}

export interface CustomerGroup__Output {
  'id': (number);
  'group': (_venue_customers_v1_Group__Output | null);
  'is_default': (boolean);
}
