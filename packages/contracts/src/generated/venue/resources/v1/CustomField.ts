// Original file: proto/venue/resources/v1/resources.proto

import type { Long } from '@grpc/proto-loader';

export interface CustomField {
  'id'?: (number | string | Long);
  'name'?: (string);
  'type'?: (string);
  'options'?: (string)[];
}

export interface CustomField__Output {
  'id': (number);
  'name': (string);
  'type': (string);
  'options': (string)[];
}
