// Original file: proto/billing/v1/billing.proto


export interface ListPlansRequest {
}

export interface ListPlansRequest__Output {
}
