// Original file: proto/chat/v1/chat.proto


export interface ListSessionsRequest {
  'project_id'?: (string);
  'offset'?: (number);
  'limit'?: (number);
  'filter'?: (string);
}

export interface ListSessionsRequest__Output {
  'project_id': (string);
  'offset': (number);
  'limit': (number);
  'filter': (string);
}
