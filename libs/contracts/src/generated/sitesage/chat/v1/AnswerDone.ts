// Original file: proto/chat/v1/chat.proto


export interface AnswerDone {
  'session_id'?: (string);
  'message_id'?: (string);
  'response'?: (string);
  'taken_over'?: (boolean);
}

export interface AnswerDone__Output {
  'session_id': (string);
  'message_id': (string);
  'response': (string);
  'taken_over': (boolean);
}
