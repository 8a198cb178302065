// Original file: proto/chat/v1/chat.proto


export interface SessionCount {
  'project_id'?: (string);
  'sessions'?: (number);
  'responses'?: (number);
}

export interface SessionCount__Output {
  'project_id': (string);
  'sessions': (number);
  'responses': (number);
}
