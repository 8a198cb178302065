// Original file: proto/chat/v1/chat.proto


export interface UnansweredCount {
  'project_id'?: (string);
  'waiting'?: (number);
}

export interface UnansweredCount__Output {
  'project_id': (string);
  'waiting': (number);
}
