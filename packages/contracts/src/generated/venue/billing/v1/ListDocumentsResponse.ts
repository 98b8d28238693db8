// Original file: proto/venue/billing/v1/billing.proto

import type { Document as _venue_billing_v1_Document, Document__Output as _venue_billing_v1_Document__Output } from '../../../venue/billing/v1/Document';
import type { Long } from '@grpc/proto-loader';

export interface ListDocumentsResponse {
  'documents'?: (_venue_billing_v1_Document)[];
  'total'?: (number | string | Long);
}

export interface ListDocumentsResponse__Output {
  'documents': (_venue_billing_v1_Document__Output)[];
  'total': (number);
}
