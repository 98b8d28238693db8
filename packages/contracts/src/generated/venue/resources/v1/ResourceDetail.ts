// Original file: proto/venue/resources/v1/resources.proto

import type { Holiday as _venue_resources_v1_Holiday, Holiday__Output as _venue_resources_v1_Holiday__Output } from '../../../venue/resources/v1/Holiday';
import type { CustomFieldValue as _venue_resources_v1_CustomFieldValue, CustomFieldValue__Output as _venue_resources_v1_CustomFieldValue__Output } from '../../../venue/resources/v1/CustomFieldValue';
import type { DayTimes as _venue_common_v1_DayTimes, DayTimes__Output as _venue_common_v1_DayTimes__Output } from '../../../venue/common/v1/DayTimes';
import type { Long } from '@grpc/proto-loader';

export interface ResourceDetail {
  'id'?: (number | string | Long);
  'manager'?: (number | string | Long);
  'title'?: (string);
  'image'?: (string);
  'category_id'?: (number | string | Long);
  'category_name'?: (string);
  'street'?: (string);
  'zip'?: (string);
  'city'?: (string);
  'country'?: (string);
  'phone'?: (string);
  'fax'?: (string);
  'public_comment'?: (string);
  'today_holidays'?: (_venue_resources_v1_Holiday)[];
  'parent_id'?: (number | string | Long);
  'contact_person'?: (string);
  'internal_comment'?: (string);
  'listed_on_platform'?: (boolean);
  'lat'?: (number | string);
  'lng'?: (number | string);
  'tags'?: (string)[];
  'custom_fields'?: (_venue_resources_v1_CustomFieldValue)[];
  'today_opening_times'?: (_venue_common_v1_DayTimes)[];
  '_parent_id'?: "parent_id";
  '_lat'?: "lat";
  '_lng'?: "lng";
}

export interface ResourceDetail__Output {
  'id': (number);
  'manager': (number);
  'title': (string);
  'image': (string);
  'category_id': (number);
  'category_name': (string);
  'street': (string);
  'zip': (string);
  'city': (string);
  'country': (string);
  'phone': (string);
  'fax': (string);
  'public_comment': (string);
  'today_holidays': (_venue_resources_v1_Holiday__Output)[];
  'parent_id'?: (number);
  'contact_person': (string);
  'internal_comment': (string);
  'listed_on_platform': (boolean);
  'lat'?: (number);
  'lng'?: (number);
  'tags': (string)[];
  'custom_fields': (_venue_resources_v1_CustomFieldValue__Output)[];
  'today_opening_times': (_venue_common_v1_DayTimes__Output)[];
  '_parent_id'?: "parent_id";
  '_lat'?: "lat";
  '_lng'?: "lng";
}
