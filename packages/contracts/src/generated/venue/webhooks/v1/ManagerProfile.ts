// Original file: proto/venue/webhooks/v1/webhooks.proto


export interface ManagerProfile {
  'name'?: (string);
  'currency'?: (string);
  'language'?: (string);
}

export interface ManagerProfile__Output {
  'name': (string);
  'currency': (string);
  'language': (string);
}
