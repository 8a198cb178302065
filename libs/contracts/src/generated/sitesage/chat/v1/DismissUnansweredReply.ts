// Original file: proto/chat/v1/chat.proto


export interface DismissUnansweredReply {
  'dismissed'?: (number);
}

export interface DismissUnansweredReply__Output {
  'dismissed': (number);
}
