// Original file: proto/venue/webhooks/v1/webhooks.proto

export const DeliveryState = {
  DELIVERY_STATE_UNSPECIFIED: 'DELIVERY_STATE_UNSPECIFIED',
  DELIVERY_STATE_PENDING: 'DELIVERY_STATE_PENDING',
  DELIVERY_STATE_DELIVERED: 'DELIVERY_STATE_DELIVERED',
  DELIVERY_STATE_FAILED: 'DELIVERY_STATE_FAILED',
  DELIVERY_STATE_NOTICE: 'DELIVERY_STATE_NOTICE',
} as const;

export type DeliveryState =
  | 'DELIVERY_STATE_UNSPECIFIED'
  | 0
  | 'DELIVERY_STATE_PENDING'
  | 1
  | 'DELIVERY_STATE_DELIVERED'
  | 2
  | 'DELIVERY_STATE_FAILED'
  | 3
  | 'DELIVERY_STATE_NOTICE'
  | 4

export type DeliveryState__Output = typeof DeliveryState[keyof typeof DeliveryState]
