// Original file: proto/integrations/v1/integrations.proto


export interface VerifyWebhookRequest {
  'mode'?: (string);
  'verify_token'?: (string);
  'challenge'?: (string);
}

export interface VerifyWebhookRequest__Output {
  'mode': (string);
  'verify_token': (string);
  'challenge': (string);
}
