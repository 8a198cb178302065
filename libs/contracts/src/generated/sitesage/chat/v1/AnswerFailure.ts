// Original file: proto/chat/v1/chat.proto


export interface AnswerFailure {
  'code'?: (string);
  'message'?: (string);
  'retry_after_seconds'?: (number);
}

export interface AnswerFailure__Output {
  'code': (string);
  'message': (string);
  'retry_after_seconds': (number);
}
