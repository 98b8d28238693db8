// Original file: proto/venue/resources/v1/resources.proto

import type { PartSummary as _venue_resources_v1_PartSummary, PartSummary__Output as _venue_resources_v1_PartSummary__Output } from '../../../venue/resources/v1/PartSummary';
import type { CustomFieldValue as _venue_resources_v1_CustomFieldValue, CustomFieldValue__Output as _venue_resources_v1_CustomFieldValue__Output } from '../../../venue/resources/v1/CustomFieldValue';
import type { Schedule as _venue_resources_v1_Schedule, Schedule__Output as _venue_resources_v1_Schedule__Output } from '../../../venue/resources/v1/Schedule';
import type { Long } from '@grpc/proto-loader';

export interface GetResourceTreeResponse {
  'id'?: (number | string | Long);
  'main'?: (_venue_resources_v1_PartSummary | null);
  'parts'?: (_venue_resources_v1_PartSummary)[];
  'main_custom_fields'?: (_venue_resources_v1_CustomFieldValue)[];
  'main_schedule'?: (_venue_resources_v1_Schedule | null);
}

export interface GetResourceTreeResponse__Output {
  'id': (number);
  'main': (_venue_resources_v1_PartSummary__Output | null);
  'parts': (_venue_resources_v1_PartSummary__Output)[];
  'main_custom_fields': (_venue_resources_v1_CustomFieldValue__Output)[];
  'main_schedule': (_venue_resources_v1_Schedule__Output | null);
}
