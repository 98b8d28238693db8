// Original file: proto/venue/bookings/v1/bookings.proto


export interface DaySlots {
  'date'?: (string);
  'starts'?: (number)[];
}

export interface DaySlots__Output {
  'date': (string);
  'starts': (number)[];
}
