// Original file: proto/venue/customers/v1/customers.proto


export interface AddGroupRequest {
  'name'?: (string);
  'description'?: (string);
  'public_group'?: (boolean);
}

export interface AddGroupRequest__Output {
  'name': (string);
  'description': (string);
  'public_group': (boolean);
}
