// Original file: proto/venue/resources/v1/resources.proto


export interface AddCategoryRequest {
  'name'?: (string);
}

export interface AddCategoryRequest__Output {
  'name': (string);
}
