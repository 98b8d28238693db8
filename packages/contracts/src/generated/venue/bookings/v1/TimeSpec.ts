// Original file: proto/venue/bookings/v1/bookings.proto


export interface TimeSpec {
  'from'?: (string);
  'to'?: (string);
  'full_day'?: (boolean);
}

export interface TimeSpec__Output {
  'from': (string);
  'to': (string);
  'full_day': (boolean);
}
