// Original file: proto/venue/bookings/v1/bookings.proto


export interface Slot {
  'time_from'?: (string);
  'time_to'?: (string);
}

export interface Slot__Output {
  'time_from': (string);
  'time_to': (string);
}
