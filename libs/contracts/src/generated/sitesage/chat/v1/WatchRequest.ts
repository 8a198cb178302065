// Original file: proto/chat/v1/chat.proto


export interface WatchRequest {
  'project_id'?: (string);
  'session_id'?: (string);
  'after_message_id'?: (string);
  'wait_ms'?: (number);
}

export interface WatchRequest__Output {
  'project_id': (string);
  'session_id': (string);
  'after_message_id': (string);
  'wait_ms': (number);
}
