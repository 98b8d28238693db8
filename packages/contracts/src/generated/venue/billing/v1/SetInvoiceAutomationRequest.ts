// Original file: proto/venue/billing/v1/billing.proto

import type { AutomationMode as _venue_billing_v1_AutomationMode, AutomationMode__Output as _venue_billing_v1_AutomationMode__Output } from '../../../venue/billing/v1/AutomationMode';
import type { Company as _venue_billing_v1_Company, Company__Output as _venue_billing_v1_Company__Output } from '../../../venue/billing/v1/Company';

export interface SetInvoiceAutomationRequest {
  'mode'?: (_venue_billing_v1_AutomationMode);
  'issuer'?: (_venue_billing_v1_Company | null);
}

export interface SetInvoiceAutomationRequest__Output {
  'mode': (_venue_billing_v1_AutomationMode__Output);
  'issuer': (_venue_billing_v1_Company__Output | null);
}
