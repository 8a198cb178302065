// Original file: proto/chat/v1/chat.proto


export interface DismissUnansweredRequest {
  'project_id'?: (string);
  'group_id'?: (string);
}

export interface DismissUnansweredRequest__Output {
  'project_id': (string);
  'group_id': (string);
}
