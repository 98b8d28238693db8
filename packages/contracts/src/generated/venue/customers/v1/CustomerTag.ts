// Original file: proto/venue/customers/v1/customers.proto

import type { Tag as _venue_customers_v1_Tag, Tag__Output as _venue_customers_v1_Tag__Output } from '../../../venue/customers/v1/Tag';
import type { Long } from '@grpc/proto-loader';

export interface CustomerTag {
  'id'?: (number | string | Long);
  'tag'?: (_venue_customers_v1_Tag | null);
}

export interface CustomerTag__Output {
  'id': (number);
  'tag': (_venue_customers_v1_Tag__Output | null);
}
