// Original file: proto/integrations/v1/integrations.proto


export interface ReceiveWebhookReply {
  'accepted'?: (number);
  'duplicates'?: (number);
  'statuses'?: (number);
}

export interface ReceiveWebhookReply__Output {
  'accepted': (number);
  'duplicates': (number);
  'statuses': (number);
}
