// Original file: proto/billing/v1/billing.proto


export interface WebhookRequest {
  'body'?: (Buffer | Uint8Array | string);
  'signature'?: (string);
  'event_id'?: (string);
}

export interface WebhookRequest__Output {
  'body': (Buffer);
  'signature': (string);
  'event_id': (string);
}
