// Original file: proto/ingestion/v1/ingestion.proto


export interface FailureGroup {
  'reason_code'?: (string);
  'count'?: (number);
  'retryable'?: (boolean);
}

export interface FailureGroup__Output {
  'reason_code': (string);
  'count': (number);
  'retryable': (boolean);
}
