// Original file: proto/venue/resources/v1/resources.proto

import type { Long } from '@grpc/proto-loader';

export interface UpdateResourceRequest {
  'id'?: (number | string | Long);
  'category_id'?: (number | string | Long);
  'image'?: (string);
  '_category_id'?: "category_id";
  '_image'?: "image";
}

export interface UpdateResourceRequest__Output {
  'id': (number);
  'category_id'?: (number);
  'image'?: (string);
  '_category_id'?: "category_id";
  '_image'?: "image";
}
