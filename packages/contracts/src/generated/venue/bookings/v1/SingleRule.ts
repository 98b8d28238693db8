// Original file: proto/venue/bookings/v1/bookings.proto


export interface SingleRule {
  'start_minute'?: (number);
  'end_minute'?: (number);
}

export interface SingleRule__Output {
  'start_minute': (number);
  'end_minute': (number);
}
