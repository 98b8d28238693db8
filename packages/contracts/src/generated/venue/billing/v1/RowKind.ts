// Original file: proto/venue/billing/v1/billing.proto

export const RowKind = {
  ROW_KIND_UNSPECIFIED: 'ROW_KIND_UNSPECIFIED',
  ROW_KIND_RESOURCE: 'ROW_KIND_RESOURCE',
  ROW_KIND_INVENTORY: 'ROW_KIND_INVENTORY',
  ROW_KIND_SERVICE: 'ROW_KIND_SERVICE',
} as const;

export type RowKind =
  | 'ROW_KIND_UNSPECIFIED'
  | 0
  | 'ROW_KIND_RESOURCE'
  | 1
  | 'ROW_KIND_INVENTORY'
  | 2
  | 'ROW_KIND_SERVICE'
  | 3

export type RowKind__Output = typeof RowKind[keyof typeof RowKind]
