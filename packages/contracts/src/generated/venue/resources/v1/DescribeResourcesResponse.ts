// Original file: proto/venue/resources/v1/resources.proto

import type { ResourceName as _venue_resources_v1_ResourceName, ResourceName__Output as _venue_resources_v1_ResourceName__Output } from '../../../venue/resources/v1/ResourceName';

export interface DescribeResourcesResponse {
  'resources'?: (_venue_resources_v1_ResourceName)[];
}

export interface DescribeResourcesResponse__Output {
  'resources': (_venue_resources_v1_ResourceName__Output)[];
}
