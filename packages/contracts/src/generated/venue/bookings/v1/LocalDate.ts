// Original file: proto/venue/bookings/v1/bookings.proto


export interface LocalDate {
  'year'?: (number);
  'month'?: (number);
  'day'?: (number);
}

export interface LocalDate__Output {
  'year': (number);
  'month': (number);
  'day': (number);
}
