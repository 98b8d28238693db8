// Original file: proto/venue/billing/v1/billing.proto

import type { AutomationMode as _venue_billing_v1_AutomationMode, AutomationMode__Output as _venue_billing_v1_AutomationMode__Output } from '../../../venue/billing/v1/AutomationMode';

export interface InvoiceAutomation {
  'mode'?: (_venue_billing_v1_AutomationMode);
}

export interface InvoiceAutomation__Output {
  'mode': (_venue_billing_v1_AutomationMode__Output);
}
