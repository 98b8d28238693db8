// Original file: proto/venue/resources/v1/resources.proto

import type { OpeningTime as _venue_resources_v1_OpeningTime, OpeningTime__Output as _venue_resources_v1_OpeningTime__Output } from '../../../venue/resources/v1/OpeningTime';
import type { Holiday as _venue_resources_v1_Holiday, Holiday__Output as _venue_resources_v1_Holiday__Output } from '../../../venue/resources/v1/Holiday';
import type { Long } from '@grpc/proto-loader';

export interface Schedule {
  'resource_id'?: (number | string | Long);
  'opening_times'?: (_venue_resources_v1_OpeningTime)[];
  'holidays'?: (_venue_resources_v1_Holiday)[];
}

export interface Schedule__Output {
  'resource_id': (number);
  'opening_times': (_venue_resources_v1_OpeningTime__Output)[];
  'holidays': (_venue_resources_v1_Holiday__Output)[];
}
