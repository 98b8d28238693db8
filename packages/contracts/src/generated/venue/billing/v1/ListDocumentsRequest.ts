// Original file: proto/venue/billing/v1/billing.proto

import type { DocumentType as _venue_billing_v1_DocumentType, DocumentType__Output as _venue_billing_v1_DocumentType__Output } from '../../../venue/billing/v1/DocumentType';
import type { LocalDate as _venue_common_v1_LocalDate, LocalDate__Output as _venue_common_v1_LocalDate__Output } from '../../../venue/common/v1/LocalDate';

export interface ListDocumentsRequest {
  'types'?: (_venue_billing_v1_DocumentType)[];
  'limit'?: (number);
  'offset'?: (number);
  'with_rows'?: (boolean);
  'start_date'?: (_venue_common_v1_LocalDate | null);
  'end_date'?: (_venue_common_v1_LocalDate | null);
  '_start_date'?: "start_date";
  '_end_date'?: "end_date";
}

export interface ListDocumentsRequest__Output {
  'types': (_venue_billing_v1_DocumentType__Output)[];
  'limit': (number);
  'offset': (number);
  'with_rows': (boolean);
  'start_date'?: (_venue_common_v1_LocalDate__Output | null);
  'end_date'?: (_venue_common_v1_LocalDate__Output | null);
  '_start_date'?: "start_date";
  '_end_date'?: "end_date";
}
