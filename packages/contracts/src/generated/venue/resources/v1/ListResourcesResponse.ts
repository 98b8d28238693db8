// Original file: proto/venue/resources/v1/resources.proto

import type { ResourceSummary as _venue_resources_v1_ResourceSummary, ResourceSummary__Output as _venue_resources_v1_ResourceSummary__Output } from '../../../venue/resources/v1/ResourceSummary';
import type { CustomField as _venue_resources_v1_CustomField, CustomField__Output as _venue_resources_v1_CustomField__Output } from '../../../venue/resources/v1/CustomField';

export interface ListResourcesResponse {
  'resources'?: (_venue_resources_v1_ResourceSummary)[];
  'custom_fields'?: (_venue_resources_v1_CustomField)[];
}

export interface ListResourcesResponse__Output {
  'resources': (_venue_resources_v1_ResourceSummary__Output)[];
  'custom_fields': (_venue_resources_v1_CustomField__Output)[];
}
