// Original file: proto/chat/v1/chat.proto


export interface UsageNotice {
  'threshold'?: (number);
  'conversations'?: (number);
  'quota'?: (number);
  'created_at'?: (string);
}

export interface UsageNotice__Output {
  'threshold': (number);
  'conversations': (number);
  'quota': (number);
  'created_at': (string);
}
