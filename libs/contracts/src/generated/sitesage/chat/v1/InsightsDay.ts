// Original file: proto/chat/v1/chat.proto


export interface InsightsDay {
  'day'?: (string);
  'conversations'?: (number);
  'answered'?: (number);
  'declined'?: (number);
  'weak'?: (number);
  'escalations'?: (number);
}

export interface InsightsDay__Output {
  'day': (string);
  'conversations': (number);
  'answered': (number);
  'declined': (number);
  'weak': (number);
  'escalations': (number);
}
