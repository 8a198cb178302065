// Original file: proto/integrations/v1/integrations.proto


export interface OwnerReply {
  'message_id'?: (string);
  'created_at'?: (string);
}

export interface OwnerReply__Output {
  'message_id': (string);
  'created_at': (string);
}
