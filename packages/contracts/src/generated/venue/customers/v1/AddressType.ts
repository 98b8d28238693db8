// Original file: proto/venue/customers/v1/customers.proto

export const AddressType = {
  ADDRESS_TYPE_UNSPECIFIED: 'ADDRESS_TYPE_UNSPECIFIED',
  ADDRESS_TYPE_SECONDARY: 'ADDRESS_TYPE_SECONDARY',
} as const;

export type AddressType =
  | 'ADDRESS_TYPE_UNSPECIFIED'
  | 0
  | 'ADDRESS_TYPE_SECONDARY'
  | 1

export type AddressType__Output = typeof AddressType[keyof typeof AddressType]
