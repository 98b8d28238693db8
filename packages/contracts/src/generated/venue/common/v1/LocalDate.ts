// Original file: proto/venue/common/v1/time.proto


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
