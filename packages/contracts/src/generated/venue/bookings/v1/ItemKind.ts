// Original file: proto/venue/bookings/v1/bookings.proto

export const ItemKind = {
  ITEM_KIND_UNSPECIFIED: 'ITEM_KIND_UNSPECIFIED',
  ITEM_KIND_INVENTORY: 'ITEM_KIND_INVENTORY',
  ITEM_KIND_SERVICE: 'ITEM_KIND_SERVICE',
} as const;

export type ItemKind =
  | 'ITEM_KIND_UNSPECIFIED'
  | 0
  | 'ITEM_KIND_INVENTORY'
  | 1
  | 'ITEM_KIND_SERVICE'
  | 2

export type ItemKind__Output = typeof ItemKind[keyof typeof ItemKind]
