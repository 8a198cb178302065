// Original file: proto/chat/v1/chat.proto


export interface HistoryRequest {
  'project_id'?: (string);
  'session_id'?: (string);
  'offset'?: (number);
  'limit'?: (number);
}

export interface HistoryRequest__Output {
  'project_id': (string);
  'session_id': (string);
  'offset': (number);
  'limit': (number);
}
