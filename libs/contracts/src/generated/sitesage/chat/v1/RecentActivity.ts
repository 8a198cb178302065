// Original file: proto/chat/v1/chat.proto


export interface RecentActivity {
  'message'?: (string);
  'action'?: (string);
  'timestamp'?: (string);
  'project_id'?: (string);
  'session_id'?: (string);
}

export interface RecentActivity__Output {
  'message': (string);
  'action': (string);
  'timestamp': (string);
  'project_id': (string);
  'session_id': (string);
}
