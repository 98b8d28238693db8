// Original file: proto/venue/billing/v1/billing.proto

import type { DocumentType as _venue_billing_v1_DocumentType, DocumentType__Output as _venue_billing_v1_DocumentType__Output } from '../../../venue/billing/v1/DocumentType';
import type { Long } from '@grpc/proto-loader';

export interface DocumentSettings {
  'type'?: (_venue_billing_v1_DocumentType);
  'prefix'?: (string);
  'start_number'?: (number | string | Long);
  'last_number'?: (number | string | Long);
  'yearly'?: (boolean);
}

export interface DocumentSettings__Output {
  'type': (_venue_billing_v1_DocumentType__Output);
  'prefix': (string);
  'start_number': (number);
  'last_number': (number);
  'yearly': (boolean);
}
