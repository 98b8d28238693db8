// Original file: proto/venue/customers/v1/customers.proto


export interface TagNames {
  'names'?: (string)[];
}

export interface TagNames__Output {
  'names': (string)[];
}
