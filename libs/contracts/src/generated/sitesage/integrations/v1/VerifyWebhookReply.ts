// Original file: proto/integrations/v1/integrations.proto


export interface VerifyWebhookReply {
  'challenge'?: (string);
}

export interface VerifyWebhookReply__Output {
  'challenge': (string);
}
