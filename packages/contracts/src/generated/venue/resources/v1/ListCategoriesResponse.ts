// Original file: proto/venue/resources/v1/resources.proto

import type { Category as _venue_resources_v1_Category, Category__Output as _venue_resources_v1_Category__Output } from '../../../venue/resources/v1/Category';

export interface ListCategoriesResponse {
  'categories'?: (_venue_resources_v1_Category)[];
}

export interface ListCategoriesResponse__Output {
  'categories': (_venue_resources_v1_Category__Output)[];
}
