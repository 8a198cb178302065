// Original file: proto/chat/v1/chat.proto


export interface SessionRequest {
  'project_id'?: (string);
  'session_id'?: (string);
}

export interface SessionRequest__Output {
  'project_id': (string);
  'session_id': (string);
}
