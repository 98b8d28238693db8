// Original file: proto/venue/billing/v1/billing.proto

import type { DocumentType as _venue_billing_v1_DocumentType, DocumentType__Output as _venue_billing_v1_DocumentType__Output } from '../../../venue/billing/v1/DocumentType';

export interface ListDocumentsRequest {
  'types'?: (_venue_billing_v1_DocumentType)[];
  'date_from'?: (string);
  'date_to'?: (string);
  'limit'?: (number);
  'offset'?: (number);
  'with_rows'?: (boolean);
}

export interface ListDocumentsRequest__Output {
  'types': (_venue_billing_v1_DocumentType__Output)[];
  'date_from': (string);
  'date_to': (string);
  'limit': (number);
  'offset': (number);
  'with_rows': (boolean);
}
