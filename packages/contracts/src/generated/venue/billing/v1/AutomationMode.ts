// Original file: proto/venue/billing/v1/billing.proto

export const AutomationMode = {
  AUTOMATION_MODE_UNSPECIFIED: 'AUTOMATION_MODE_UNSPECIFIED',
  AUTOMATION_MODE_OFF: 'AUTOMATION_MODE_OFF',
  AUTOMATION_MODE_ON_BOOKING: 'AUTOMATION_MODE_ON_BOOKING',
} as const;

export type AutomationMode =
  | 'AUTOMATION_MODE_UNSPECIFIED'
  | 0
  | 'AUTOMATION_MODE_OFF'
  | 1
  | 'AUTOMATION_MODE_ON_BOOKING'
  | 2

export type AutomationMode__Output = typeof AutomationMode[keyof typeof AutomationMode]
