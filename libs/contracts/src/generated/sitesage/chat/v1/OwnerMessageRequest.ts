// Original file: proto/chat/v1/chat.proto


export interface OwnerMessageRequest {
  'project_id'?: (string);
  'session_id'?: (string);
  'owner_id'?: (string);
  'owner_name'?: (string);
  'content'?: (string);
}

export interface OwnerMessageRequest__Output {
  'project_id': (string);
  'session_id': (string);
  'owner_id': (string);
  'owner_name': (string);
  'content': (string);
}
