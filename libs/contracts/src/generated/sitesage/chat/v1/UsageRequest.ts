// Original file: proto/chat/v1/chat.proto


export interface UsageRequest {
  'owner_id'?: (string);
  'plan'?: (string);
}

export interface UsageRequest__Output {
  'owner_id': (string);
  'plan': (string);
}
