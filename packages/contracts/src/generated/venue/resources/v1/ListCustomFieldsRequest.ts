// Original file: proto/venue/resources/v1/resources.proto


export interface ListCustomFieldsRequest {
}

export interface ListCustomFieldsRequest__Output {
}
