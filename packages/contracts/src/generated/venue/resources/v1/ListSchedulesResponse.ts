// Original file: proto/venue/resources/v1/resources.proto

import type { Schedule as _venue_resources_v1_Schedule, Schedule__Output as _venue_resources_v1_Schedule__Output } from '../../../venue/resources/v1/Schedule';

export interface ListSchedulesResponse {
  'schedules'?: (_venue_resources_v1_Schedule)[];
}

export interface ListSchedulesResponse__Output {
  'schedules': (_venue_resources_v1_Schedule__Output)[];
}
