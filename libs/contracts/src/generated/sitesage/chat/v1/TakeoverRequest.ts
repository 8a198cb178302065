// Original file: proto/chat/v1/chat.proto


export interface TakeoverRequest {
  'project_id'?: (string);
  'session_id'?: (string);
  'owner_id'?: (string);
  'owner_name'?: (string);
  'take'?: (boolean);
}

export interface TakeoverRequest__Output {
  'project_id': (string);
  'session_id': (string);
  'owner_id': (string);
  'owner_name': (string);
  'take': (boolean);
}
