// Original file: proto/chat/v1/chat.proto


export interface InsightsQuestion {
  'question'?: (string);
  'examples'?: (string)[];
  'count'?: (number);
  'last_asked_at'?: (string);
}

export interface InsightsQuestion__Output {
  'question': (string);
  'examples': (string)[];
  'count': (number);
  'last_asked_at': (string);
}
