// Original file: proto/venue/customers/v1/customers.proto


export interface ListGroupsRequest {
}

export interface ListGroupsRequest__Output {
}
