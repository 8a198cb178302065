// Original file: proto/chat/v1/chat.proto


export interface UnansweredRequest {
  'project_id'?: (string);
}

export interface UnansweredRequest__Output {
  'project_id': (string);
}
