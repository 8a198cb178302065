// Original file: proto/chat/v1/chat.proto


export interface AppendMessageRequest {
  'project_id'?: (string);
  'session_id'?: (string);
  'role'?: (string);
  'content'?: (string);
  'visitor_key'?: (string);
}

export interface AppendMessageRequest__Output {
  'project_id': (string);
  'session_id': (string);
  'role': (string);
  'content': (string);
  'visitor_key': (string);
}
