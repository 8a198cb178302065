// Original file: proto/chat/v1/chat.proto


export interface Session {
  'id'?: (string);
  'project_id'?: (string);
  'source'?: (string);
  'name'?: (string);
  'phone'?: (string);
  'email'?: (string);
  'city'?: (string);
  'intent'?: (string);
  'escalate'?: (boolean);
  'created_at'?: (string);
  'last_message_at'?: (string);
  'message_count'?: (number);
  'first_question'?: (string);
  'declined'?: (boolean);
  'taken_over'?: (boolean);
  'taken_over_by'?: (string);
  'last_visitor_message_at'?: (string);
  'person_waiting'?: (boolean);
}

export interface Session__Output {
  'id': (string);
  'project_id': (string);
  'source': (string);
  'name': (string);
  'phone': (string);
  'email': (string);
  'city': (string);
  'intent': (string);
  'escalate': (boolean);
  'created_at': (string);
  'last_message_at': (string);
  'message_count': (number);
  'first_question': (string);
  'declined': (boolean);
  'taken_over': (boolean);
  'taken_over_by': (string);
  'last_visitor_message_at': (string);
  'person_waiting': (boolean);
}
