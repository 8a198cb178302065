// Original file: proto/chat/v1/chat.proto


export interface InsightsHour {
  'hour'?: (number);
  'questions'?: (number);
}

export interface InsightsHour__Output {
  'hour': (number);
  'questions': (number);
}
