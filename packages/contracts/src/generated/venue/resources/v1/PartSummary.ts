// Original file: proto/venue/resources/v1/resources.proto

import type { Long } from '@grpc/proto-loader';

export interface PartSummary {
  'id'?: (number | string | Long);
  'title'?: (string);
}

export interface PartSummary__Output {
  'id': (number);
  'title': (string);
}
