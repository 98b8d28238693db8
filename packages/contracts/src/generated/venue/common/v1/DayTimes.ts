// Original file: proto/venue/common/v1/time.proto


export interface DayTimes {
  'start_minute'?: (number);
  'end_minute'?: (number);
}

export interface DayTimes__Output {
  'start_minute': (number);
  'end_minute': (number);
}
