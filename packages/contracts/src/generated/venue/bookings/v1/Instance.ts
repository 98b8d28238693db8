// Original file: proto/venue/bookings/v1/bookings.proto

import type { LocalDateTime as _venue_common_v1_LocalDateTime, LocalDateTime__Output as _venue_common_v1_LocalDateTime__Output } from '../../../venue/common/v1/LocalDateTime';
import type { Long } from '@grpc/proto-loader';

export interface Instance {
  'id'?: (number | string | Long);
  'resource_id'?: (number | string | Long);
  'resource_name'?: (string);
  'start'?: (_venue_common_v1_LocalDateTime | null);
  'end'?: (_venue_common_v1_LocalDateTime | null);
}

export interface Instance__Output {
  'id': (number);
  'resource_id': (number);
  'resource_name': (string);
  'start': (_venue_common_v1_LocalDateTime__Output | null);
  'end': (_venue_common_v1_LocalDateTime__Output | null);
}
