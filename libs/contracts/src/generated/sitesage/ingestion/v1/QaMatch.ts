// Original file: proto/ingestion/v1/ingestion.proto


export interface QaMatch {
  'id'?: (string);
  'question'?: (string);
  'answer'?: (string);
  'similarity'?: (number | string);
}

export interface QaMatch__Output {
  'id': (string);
  'question': (string);
  'answer': (string);
  'similarity': (number);
}
