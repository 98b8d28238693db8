// Original file: proto/venue/resources/v1/resources.proto


export interface AddCustomFieldRequest {
  'name'?: (string);
  'type'?: (string);
  'options'?: (string)[];
}

export interface AddCustomFieldRequest__Output {
  'name': (string);
  'type': (string);
  'options': (string)[];
}
