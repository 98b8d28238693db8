// Original file: proto/venue/bookings/v1/bookings.proto


export interface DayTimes {
  'start_minute'?: (number);
  'end_minute'?: (number);
}

export interface DayTimes__Output {
  'start_minute': (number);
  'end_minute': (number);
}
