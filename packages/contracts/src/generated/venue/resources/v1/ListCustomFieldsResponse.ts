// Original file: proto/venue/resources/v1/resources.proto

import type { CustomField as _venue_resources_v1_CustomField, CustomField__Output as _venue_resources_v1_CustomField__Output } from '../../../venue/resources/v1/CustomField';

export interface ListCustomFieldsResponse {
  'custom_fields'?: (_venue_resources_v1_CustomField)[];
}

export interface ListCustomFieldsResponse__Output {
  'custom_fields': (_venue_resources_v1_CustomField__Output)[];
}
