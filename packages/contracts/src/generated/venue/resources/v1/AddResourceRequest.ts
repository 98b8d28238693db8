// Original file: proto/venue/resources/v1/resources.proto

import type { CustomFieldValue as _venue_resources_v1_CustomFieldValue, CustomFieldValue__Output as _venue_resources_v1_CustomFieldValue__Output } from '../../../venue/resources/v1/CustomFieldValue';
import type { Long } from '@grpc/proto-loader';

export interface AddResourceRequest {
  'title'?: (string);
  'parent_id'?: (number | string | Long);
  'listed_on_platform'?: (boolean);
  'street'?: (string);
  'zip'?: (string);
  'city'?: (string);
  'country'?: (string);
  'contact_person'?: (string);
  'phone'?: (string);
  'fax'?: (string);
  'internal_comment'?: (string);
  'public_comment'?: (string);
  'lat'?: (number | string);
  'lng'?: (number | string);
  'tags'?: (string)[];
  'custom_fields'?: (_venue_resources_v1_CustomFieldValue)[];
  '_parent_id'?: "parent_id";
  '_listed_on_platform'?: "listed_on_platform";
  '_street'?: "street";
  '_zip'?: "zip";
  '_city'?: "city";
  '_country'?: "country";
  '_contact_person'?: "contact_person";
  '_phone'?: "phone";
  '_fax'?: "fax";
  '_internal_comment'?: "internal_comment";
  '_public_comment'?: "public_comment";
  '_lat'?: "lat";
  '_lng'?: "lng";
}

export interface AddResourceRequest__Output {
  'title': (string);
  'parent_id'?: (number);
  'listed_on_platform'?: (boolean);
  'street'?: (string);
  'zip'?: (string);
  'city'?: (string);
  'country'?: (string);
  'contact_person'?: (string);
  'phone'?: (string);
  'fax'?: (string);
  'internal_comment'?: (string);
  'public_comment'?: (string);
  'lat'?: (number);
  'lng'?: (number);
  'tags': (string)[];
  'custom_fields': (_venue_resources_v1_CustomFieldValue__Output)[];
  '_parent_id'?: "parent_id";
  '_listed_on_platform'?: "listed_on_platform";
  '_street'?: "street";
  '_zip'?: "zip";
  '_city'?: "city";
  '_country'?: "country";
  '_contact_person'?: "contact_person";
  '_phone'?: "phone";
  '_fax'?: "fax";
  '_internal_comment'?: "internal_comment";
  '_public_comment'?: "public_comment";
  '_lat'?: "lat";
  '_lng'?: "lng";
}
