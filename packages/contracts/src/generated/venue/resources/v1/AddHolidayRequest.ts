// Original file: proto/venue/resources/v1/resources.proto

import type { LocalDate as _venue_common_v1_LocalDate, LocalDate__Output as _venue_common_v1_LocalDate__Output } from '../../../venue/common/v1/LocalDate';
import type { Long } from '@grpc/proto-loader';

export interface AddHolidayRequest {
  'resource_id'?: (number | string | Long);
  'title'?: (string);
  'start_date'?: (_venue_common_v1_LocalDate | null);
  'end_date'?: (_venue_common_v1_LocalDate | null);
}

export interface AddHolidayRequest__Output {
  'resource_id': (number);
  'title': (string);
  'start_date': (_venue_common_v1_LocalDate__Output | null);
  'end_date': (_venue_common_v1_LocalDate__Output | null);
}
