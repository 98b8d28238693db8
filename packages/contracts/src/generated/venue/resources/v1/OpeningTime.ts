// Original file: proto/venue/resources/v1/resources.proto


export interface OpeningTime {
  'weekday'?: (number);
  'from'?: (string);
  'to'?: (string);
}

export interface OpeningTime__Output {
  'weekday': (number);
  'from': (string);
  'to': (string);
}
