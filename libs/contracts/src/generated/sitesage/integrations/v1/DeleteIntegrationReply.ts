// Original file: proto/integrations/v1/integrations.proto


export interface DeleteIntegrationReply {
}

export interface DeleteIntegrationReply__Output {
}
