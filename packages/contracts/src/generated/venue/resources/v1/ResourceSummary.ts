// Original file: proto/venue/resources/v1/resources.proto

import type { PartSummary as _venue_resources_v1_PartSummary, PartSummary__Output as _venue_resources_v1_PartSummary__Output } from '../../../venue/resources/v1/PartSummary';
import type { CustomFieldValue as _venue_resources_v1_CustomFieldValue, CustomFieldValue__Output as _venue_resources_v1_CustomFieldValue__Output } from '../../../venue/resources/v1/CustomFieldValue';
import type { Long } from '@grpc/proto-loader';

export interface ResourceSummary {
  'id'?: (number | string | Long);
  'title'?: (string);
  'parts'?: (_venue_resources_v1_PartSummary)[];
  'custom_fields'?: (_venue_resources_v1_CustomFieldValue)[];
}

export interface ResourceSummary__Output {
  'id': (number);
  'title': (string);
  'parts': (_venue_resources_v1_PartSummary__Output)[];
  'custom_fields': (_venue_resources_v1_CustomFieldValue__Output)[];
}
