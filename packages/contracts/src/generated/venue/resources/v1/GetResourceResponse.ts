// Original file: proto/venue/resources/v1/resources.proto

import type { ResourceDetail as _venue_resources_v1_ResourceDetail, ResourceDetail__Output as _venue_resources_v1_ResourceDetail__Output } from '../../../venue/resources/v1/ResourceDetail';

export interface GetResourceResponse {
  'resource'?: (_venue_resources_v1_ResourceDetail | null);
}

export interface GetResourceResponse__Output {
  'resource': (_venue_resources_v1_ResourceDetail__Output | null);
}
