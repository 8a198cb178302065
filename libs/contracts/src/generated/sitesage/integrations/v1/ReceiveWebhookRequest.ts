// Original file: proto/integrations/v1/integrations.proto


export interface ReceiveWebhookRequest {
  'body'?: (Buffer | Uint8Array | string);
  'signature'?: (string);
}

export interface ReceiveWebhookRequest__Output {
  'body': (Buffer);
  'signature': (string);
}
