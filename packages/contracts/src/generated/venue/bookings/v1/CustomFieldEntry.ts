// Original file: proto/venue/bookings/v1/bookings.proto

import type { Long } from '@grpc/proto-loader';

export interface CustomFieldEntry {
  'resource_id'?: (number | string | Long);
  'field_id'?: (number | string | Long);
  'label'?: (string);
  'value'?: (string);
  'category'?: (number | string | Long);
  '_category'?: "category";
}

export interface CustomFieldEntry__Output {
  'resource_id': (number);
  'field_id': (number);
  'label': (string);
  'value': (string);
  'category'?: (number);
  '_category'?: "category";
}
