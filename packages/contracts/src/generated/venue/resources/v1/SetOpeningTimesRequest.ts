// Original file: proto/venue/resources/v1/resources.proto

import type { OpeningTime as _venue_resources_v1_OpeningTime, OpeningTime__Output as _venue_resources_v1_OpeningTime__Output } from '../../../venue/resources/v1/OpeningTime';
import type { Long } from '@grpc/proto-loader';

export interface SetOpeningTimesRequest {
  'resource_id'?: (number | string | Long);
  'opening_times'?: (_venue_resources_v1_OpeningTime)[];
}

export interface SetOpeningTimesRequest__Output {
  'resource_id': (number);
  'opening_times': (_venue_resources_v1_OpeningTime__Output)[];
}
