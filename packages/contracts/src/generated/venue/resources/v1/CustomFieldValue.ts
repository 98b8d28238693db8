// Original file: proto/venue/resources/v1/resources.proto

import type { Long } from '@grpc/proto-loader';

export interface CustomFieldValue {
  'field_id'?: (number | string | Long);
  'value'?: (string);
}

export interface CustomFieldValue__Output {
  'field_id': (number);
  'value': (string);
}
