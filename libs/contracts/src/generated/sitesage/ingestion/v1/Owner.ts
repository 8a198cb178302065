// Original file: proto/ingestion/v1/ingestion.proto


export interface Owner {
  'user_id'?: (string);
  'plan'?: (string);
}

export interface Owner__Output {
  'user_id': (string);
  'plan': (string);
}
