// Original file: proto/venue/resources/v1/resources.proto


export interface ListCategoriesRequest {
}

export interface ListCategoriesRequest__Output {
}
