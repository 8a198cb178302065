// Original file: proto/chat/v1/chat.proto


export interface UnansweredGroup {
  'id'?: (string);
  'question'?: (string);
  'examples'?: (string)[];
  'count'?: (number);
  'last_asked_at'?: (string);
  'reasons'?: (string)[];
  'session_id'?: (string);
}

export interface UnansweredGroup__Output {
  'id': (string);
  'question': (string);
  'examples': (string)[];
  'count': (number);
  'last_asked_at': (string);
  'reasons': (string)[];
  'session_id': (string);
}
