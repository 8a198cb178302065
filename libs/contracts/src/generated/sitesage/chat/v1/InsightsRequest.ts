// Original file: proto/chat/v1/chat.proto


export interface InsightsRequest {
  'project_id'?: (string);
  'days'?: (number);
  'time_zone'?: (string);
}

export interface InsightsRequest__Output {
  'project_id': (string);
  'days': (number);
  'time_zone': (string);
}
