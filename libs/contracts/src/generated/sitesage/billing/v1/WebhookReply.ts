// Original file: proto/billing/v1/billing.proto


export interface WebhookReply {
  'duplicate'?: (boolean);
}

export interface WebhookReply__Output {
  'duplicate': (boolean);
}
