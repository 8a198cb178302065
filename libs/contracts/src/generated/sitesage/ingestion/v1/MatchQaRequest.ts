// Original file: proto/ingestion/v1/ingestion.proto


export interface MatchQaRequest {
  'project_id'?: (string);
  'query'?: (string);
  'limit'?: (number);
}

export interface MatchQaRequest__Output {
  'project_id': (string);
  'query': (string);
  'limit': (number);
}
