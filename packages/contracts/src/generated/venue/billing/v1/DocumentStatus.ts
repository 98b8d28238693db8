// Original file: proto/venue/billing/v1/billing.proto

export const DocumentStatus = {
  DOCUMENT_STATUS_UNSPECIFIED: 'DOCUMENT_STATUS_UNSPECIFIED',
  DOCUMENT_STATUS_DRAFT: 'DOCUMENT_STATUS_DRAFT',
  DOCUMENT_STATUS_APPROVED: 'DOCUMENT_STATUS_APPROVED',
  DOCUMENT_STATUS_CANCELLED: 'DOCUMENT_STATUS_CANCELLED',
} as const;

export type DocumentStatus =
  | 'DOCUMENT_STATUS_UNSPECIFIED'
  | 0
  | 'DOCUMENT_STATUS_DRAFT'
  | 1
  | 'DOCUMENT_STATUS_APPROVED'
  | 2
  | 'DOCUMENT_STATUS_CANCELLED'
  | 3

export type DocumentStatus__Output = typeof DocumentStatus[keyof typeof DocumentStatus]
