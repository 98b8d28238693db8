// Original file: proto/venue/resources/v1/resources.proto


export interface TimeWindow {
  'from'?: (string);
  'to'?: (string);
}

export interface TimeWindow__Output {
  'from': (string);
  'to': (string);
}
