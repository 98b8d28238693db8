// Original file: proto/venue/bookings/v1/bookings.proto


export interface UnsetEventResponse {
  'removed'?: (boolean);
}

export interface UnsetEventResponse__Output {
  'removed': (boolean);
}
