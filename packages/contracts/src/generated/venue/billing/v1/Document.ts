// Original file: proto/venue/billing/v1/billing.proto

import type { DocumentType as _venue_billing_v1_DocumentType, DocumentType__Output as _venue_billing_v1_DocumentType__Output } from '../../../venue/billing/v1/DocumentType';
import type { DocumentStatus as _venue_billing_v1_DocumentStatus, DocumentStatus__Output as _venue_billing_v1_DocumentStatus__Output } from '../../../venue/billing/v1/DocumentStatus';
import type { CustomerCard as _venue_billing_v1_CustomerCard, CustomerCard__Output as _venue_billing_v1_CustomerCard__Output } from '../../../venue/billing/v1/CustomerCard';
import type { Company as _venue_billing_v1_Company, Company__Output as _venue_billing_v1_Company__Output } from '../../../venue/billing/v1/Company';
import type { Calculation as _venue_billing_v1_Calculation, Calculation__Output as _venue_billing_v1_Calculation__Output } from '../../../venue/billing/v1/Calculation';
import type { TaxTotal as _venue_billing_v1_TaxTotal, TaxTotal__Output as _venue_billing_v1_TaxTotal__Output } from '../../../venue/billing/v1/TaxTotal';
import type { DocumentRow as _venue_billing_v1_DocumentRow, DocumentRow__Output as _venue_billing_v1_DocumentRow__Output } from '../../../venue/billing/v1/DocumentRow';
import type { LocalDate as _venue_common_v1_LocalDate, LocalDate__Output as _venue_common_v1_LocalDate__Output } from '../../../venue/common/v1/LocalDate';
import type { Issuer as _venue_billing_v1_Issuer, Issuer__Output as _venue_billing_v1_Issuer__Output } from '../../../venue/billing/v1/Issuer';
import type { Long } from '@grpc/proto-loader';

export interface Document {
  'id'?: (number | string | Long);
  'type'?: (_venue_billing_v1_DocumentType);
  'status'?: (_venue_billing_v1_DocumentStatus);
  'number'?: (string);
  'prefix'?: (string);
  'number_value'?: (number | string | Long);
  'customer_id'?: (number | string | Long);
  'customer'?: (_venue_billing_v1_CustomerCard | null);
  'company'?: (_venue_billing_v1_Company | null);
  'cancels_document_id'?: (number | string | Long);
  'from_quote_id'?: (number | string | Long);
  'processed'?: (boolean);
  'processed_at_ms'?: (number | string | Long);
  'suffix_label'?: (string);
  'vat_active'?: (boolean);
  'calculation'?: (_venue_billing_v1_Calculation);
  'net_cents'?: (number | string | Long);
  'tax_cents'?: (number | string | Long);
  'gross_cents'?: (number | string | Long);
  'taxes'?: (_venue_billing_v1_TaxTotal)[];
  'rows'?: (_venue_billing_v1_DocumentRow)[];
  'booking_ids'?: (number | string | Long)[];
  'created_at_ms'?: (number | string | Long);
  'approved_at_ms'?: (number | string | Long);
  'document_date'?: (_venue_common_v1_LocalDate | null);
  'due_date'?: (_venue_common_v1_LocalDate | null);
  'issuer'?: (_venue_billing_v1_Issuer | null);
  'currency'?: (string);
  'language'?: (string);
  'time_zone'?: (string);
  'cancels_number'?: (string);
  'cancels_date'?: (_venue_common_v1_LocalDate | null);
  '_document_date'?: "document_date";
  '_due_date'?: "due_date";
  '_cancels_date'?: "cancels_date";
}

export interface Document__Output {
  'id': (number);
  'type': (_venue_billing_v1_DocumentType__Output);
  'status': (_venue_billing_v1_DocumentStatus__Output);
  'number': (string);
  'prefix': (string);
  'number_value': (number);
  'customer_id': (number);
  'customer': (_venue_billing_v1_CustomerCard__Output | null);
  'company': (_venue_billing_v1_Company__Output | null);
  'cancels_document_id': (number);
  'from_quote_id': (number);
  'processed': (boolean);
  'processed_at_ms': (number);
  'suffix_label': (string);
  'vat_active': (boolean);
  'calculation': (_venue_billing_v1_Calculation__Output);
  'net_cents': (number);
  'tax_cents': (number);
  'gross_cents': (number);
  'taxes': (_venue_billing_v1_TaxTotal__Output)[];
  'rows': (_venue_billing_v1_DocumentRow__Output)[];
  'booking_ids': (number)[];
  'created_at_ms': (number);
  'approved_at_ms': (number);
  'document_date'?: (_venue_common_v1_LocalDate__Output | null);
  'due_date'?: (_venue_common_v1_LocalDate__Output | null);
  'issuer': (_venue_billing_v1_Issuer__Output | null);
  'currency': (string);
  'language': (string);
  'time_zone': (string);
  'cancels_number': (string);
  'cancels_date'?: (_venue_common_v1_LocalDate__Output | null);
  '_document_date'?: "document_date";
  '_due_date'?: "due_date";
  '_cancels_date'?: "cancels_date";
}
