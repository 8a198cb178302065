// Original file: proto/chat/v1/chat.proto


export interface WaitingCount {
  'conversations'?: (number);
}

export interface WaitingCount__Output {
  'conversations': (number);
}
