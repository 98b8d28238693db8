// Original file: proto/venue/resources/v1/resources.proto


export interface ListResourcesRequest {
}

export interface ListResourcesRequest__Output {
}
